import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { PAGE_ROUTE } from './pages';

/**
 * API answers and server-rendered pages of 1 KiB or more are compressed on the fly, brotli
 * (quality 4: quick) or gzip, as the browser's Accept-Encoding prefers, with `Vary:
 * Accept-Encoding`. Only /api routes and the page route (pages.ts): the web app's files are compressed once at build time and sent as they are (spa.ts), the
 * WebSocket upgrade has no body to compress, and images, PDFs and other formats that are
 * compressed already are left alone (@fastify/compress compresses only types mime-db calls
 * compressible). Request bodies are not decompressed: clients send them plain, as before.
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, which reads `compress` to skip a route.
  app.addHook('onRoute', (route) => {
    const isApi = route.url === '/api' || route.url.startsWith('/api/');
    // The sitemap lists every live listing: it is generated per request like a page.
    const generated = route.url === PAGE_ROUTE || route.url === '/sitemap.xml';
    if ((!isApi && !generated) || (route as { websocket?: boolean }).websocket) route.compress = false;
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
}

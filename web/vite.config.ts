import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { messagesPlugin } from './messages-plugin';
import { precacheTransform } from './precache';

/**
 * Every text file of the build (public/ included) gets a `.br` (brotli at its best, 11) and a
 * `.gz` (level 9) beside it, even a tiny one, so that the server always has one to send to a
 * browser that accepts it (server/src/http/spa.ts) and never compresses a file on the fly.
 * Images and fonts are compressed already.
 */
const TEXT_ASSETS = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * lucide-react's icon modules each call the package's `createLucideIcon` with their drawing; this
 * points them at src/lib/lucide-icon.ts, a light factory that draws the same `<svg>` without the
 * package's general machinery (about 2 KiB compressed off every page; issue 30). Both builds use
 * it, so the server's markup and the browser's hydration agree; the tests compare the two.
 */
const lightIcons = (): Plugin => ({
  name: 'espasyo:light-icons',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === '../createLucideIcon.mjs' &&
      importer &&
      /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
    )
      return fileURLToPath(new URL('./src/lib/lucide-icon.ts', import.meta.url));
    return null;
  },
});

/**
 * Two builds (`npm run build`): the browser's (dist/, from index.html) and the server renderer's
 * (`vite build --ssr src/entry-server.tsx`: dist-ssr/entry-server.js, which the server imports to
 * render the public pages; decision 0026). The shared domain package is TypeScript source, so the
 * server build bundles it; the other packages stay imports the server resolves from node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    lightIcons(),
    messagesPlugin(),
    react(),
    tailwindcss(),
    !isSsrBuild &&
      compression({
        include: TEXT_ASSETS,
        exclude: /^\.vite\//, // the build manifest, read by scripts only
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        skipIfLargerOrEqual: false,
        logLevel: 'silent',
      }),
    // The service worker (src/sw/sw.ts, decision 0093): built after the app, with the list of the
    // files it keeps (precache.ts), to dist/sw.js. The app registers it itself, and the server
    // serves the web app manifests (installable-app.ts).
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'favicon.ico'],
          manifestTransforms: [precacheTransform(fileURLToPath(new URL('./dist', import.meta.url)))],
          maximumFileSizeToCacheInBytes: 1024 * 1024,
          minify: true,
          sourcemap: false,
        },
      }),
  ],
  ssr: { noExternal: ['@espasyo/domain'] },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  // The manifest (dist/.vite/manifest.json) tells scripts/js-budget.mjs which chunks each page loads.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, emptyOutDir: true, copyPublicDir: false }
    : // Every browser we support preloads modules itself: no polyfill in the first download.
      {
        outDir: 'dist',
        sourcemap: false,
        chunkSizeWarningLimit: 700,
        manifest: true,
        modulePreload: { polyfill: false },
        // A phone on a slow network pays a round trip per file, and left alone the bundler cuts
        // what every page loads into a dozen small ones: the framework in one chunk, and the
        // app's own modules that the entry imports (`$initial`) in the entry's chunk group.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                  priority: 2,
                },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));

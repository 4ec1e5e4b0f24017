import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Every text file of the build (public/ included) gets a `.br` (brotli at its best, 11) and a
 * `.gz` (level 9) beside it, even a tiny one, so that the server always has one to send to a
 * browser that accepts it (server/src/http/spa.ts) and never compresses a file on the fly.
 * Images and fonts are compressed already.
 */
const TEXT_ASSETS = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  // The manifest (dist/.vite/manifest.json) tells scripts/js-budget.mjs which chunks each page loads.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 700, manifest: true },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The API server the dev server forwards to (the same process serves app/dist in production). */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: here('.'),
  plugins: [react(), precompress()],
  resolve: {
    // The site is built from the packages' TypeScript sources (the exports of @bet/core and
    // @bet/adapters name their built dist): the bare name is the package's index, a feature
    // subpath ('@bet/core/bet-slip') its folder's index, a deep import ('@bet/core/sports/index.js')
    // a file under its src folder.
    alias: [
      { find: /^@bet\/core$/, replacement: here('../core/src/index.ts') },
      { find: /^@bet\/ui$/, replacement: here('../ui/src/index.ts') },
      { find: /^@bet\/adapters$/, replacement: here('../adapters/src/index.ts') },
      { find: /^@bet\/(core|adapters)\/([\w-]+)$/, replacement: here('..') + '/$1/src/$2/index.ts' },
      { find: /^@bet\/(core|ui|adapters)\/(.*)\.js$/, replacement: here('..') + '/$1/src/$2.ts' },
    ],
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the site: separate chunks stay cached across releases.
        manualChunks(id: string): string | undefined {
          if (!id.includes('node_modules')) return undefined;
          // The chart library stays in the dashboard chart's own chunk (loaded on /admin only), not the vendor chunk every visitor loads.
          if (/node_modules\/uplot\//.test(id)) return undefined;
          return /node_modules\/(react|react-dom|react-router|scheduler)\//.test(id) ? 'react' : 'vendor';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: true,
        // Server-sent events must stream through unbuffered and never time out.
        configure: (proxy) => {
          proxy.on('proxyRes', (res) => {
            if (String(res.headers['content-type'] ?? '').includes('text/event-stream')) {
              res.headers['cache-control'] = 'no-cache, no-transform';
              res.headers['x-accel-buffering'] = 'no';
            }
          });
        },
        timeout: 0,
        proxyTimeout: 0,
      },
    },
  },
  preview: { port: 4173 },
});

import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress';

// In development the API runs separately (`npm run dev:server`); the dev server proxies /api and /media to it.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/media': { target: apiTarget, changeOrigin: true },
      // the self-hosted PMTiles basemap (docs/map.md); /map itself is the app's live map screen
      '/map/basemap.pmtiles': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk holds which module, for `bench:bundle --dist` and
    // `bench:map --dist` on the very build `npm start` serves (the server never serves dot folders).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks where a page needs them all anyway: each file is compressed on its
        // own, so 37 small chunks cost ~15 KB more brotli than the same code in one
        // (docs/performance-web.md).
        codeSplitting: {
          groups: [
            // The dispatch desk's schemas (issue 26) with the desk, not with the shell's copy of the
            // contract: the barrel re-exports them, which would otherwise place them in the shell.
            { name: 'contract-dispatch', test: (id) => /packages[\\/]contract[\\/]src[\\/]dispatch(-desk)?\.ts$/.test(id), includeDependenciesRecursively: false },
            // The live cars (store, stream, list, car buffer) that the live map and the dispatch desk both
            // use: one file rather than a few small shared ones (each file is compressed on its own).
            { name: 'live-cars', test: (id) => /src[\\/](features[\\/]map[\\/](live[\\/](?!live-stream-worker)|api[\\/])|components[\\/]map[\\/](car-buffer|car-images)\.ts)/.test(id) && !/\.test\.ts$/.test(id), includeDependenciesRecursively: false },
            // Everything the entry imports statically (the sign-in page, its providers) in one file.
            { name: 'app', tags: ['$initial'] },
            // The shell (layout, navigation, chat, settings, the toasts it preloads) with what it
            // alone brings, in one file.
            // Not their texts: those go with the language chunks the sign-in page loads.
            { name: 'shell', test: (id) => /src[\\/](features[\\/](layout|chat)[\\/]|app[\\/](routes[\\/]shell|toasts))/.test(id) && !/[\\/]locales[\\/]/.test(id) },
          ],
        },
      },
    },
  },
});

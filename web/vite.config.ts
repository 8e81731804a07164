import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = process.env['API_SERVER'] ?? 'http://localhost:3000';

// /logout is a route of the single-page UI, so it is deliberately not proxied: only the server's own paths are.
const serverPaths = ['/api', '/oidc', '/oidc-callback', '/profile'];

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // React, React Router, MobX and i18next together are about 130 kB gzipped; warn only when that grows.
    chunkSizeWarningLimit: 450,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In production and with `npm start` the API is served from the same origin. For `vite dev`,
// /api is forwarded to a running local API host (default: the Functions host port).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:7071';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on the Fastify server; in production the server serves dist/.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared.js';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  server: { port: 12000 },
  // The manifest tells scripts/budget.mjs which chunks each page loads.
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500, manifest: true },
});

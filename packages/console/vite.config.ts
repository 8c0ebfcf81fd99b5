import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared.js';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  server: { port: 12000 },
  // The manifest tells scripts/budget.mjs which chunks each page loads.
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      // Chakra builds its default theme at import (preset.js) for apps that use it as is; ours builds its
      // own (ui-kit themes.ts). Marked pure, the unused one is dropped: a 50 ms task less on every start.
      treeshake: { manualPureFunctions: ['createSystem'] },
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared.js';
import { precompressPlugin } from './scripts/precompress.js';

export default defineConfig({
  ...sourceResolve,
  plugins: [react(), precompressPlugin()],
  server: { port: 12000 },
  // The manifest tells scripts/budget.mjs which chunks each page loads.
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      // Chakra merges its default config and builds its default theme at import (preset.js) for apps that
      // use them as they are; ours builds its own from the config's parts (ui-kit themes.ts). Marked pure,
      // the unused ones are dropped: a 50 ms task and a deep copy of every token and recipe less at start.
      treeshake: { manualPureFunctions: ['createSystem', 'mergeConfigs'] },
    },
  },
});

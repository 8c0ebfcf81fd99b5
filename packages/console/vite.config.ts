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
      // Rolldown makes a chunk of every set of modules that the same screens share, and the first screen
      // after sign-in loaded 77 files, most under 2 kB (Chakra's box, text, stack ...). The reference server
      // speaks HTTP/1.1, six requests at a time, so each wave of them cost a phone a round trip. Chunks under
      // 32 kB are copied into the chunks that use them instead: 20 files, and Lighthouse's first-visit LCP of
      // the student's home went from 5.6 to 4.3 s (bench/README.md, lighthouse). The copies need the
      // modules' own order kept (strictExecutionOrder, which this turns on) and the entries' exports free.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 32 * 1024 } } },
    },
  },
});

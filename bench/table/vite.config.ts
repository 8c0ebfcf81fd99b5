import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/** The bench page, built once per run; workspace packages are read from source as in the tests. */
export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    conditions: ['@practice/source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom', '@chakra-ui/react', '@emotion/react'],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});

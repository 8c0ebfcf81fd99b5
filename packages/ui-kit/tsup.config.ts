import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  outExtension: ({ format }) => ({ js: format === 'esm' ? '.mjs' : '.cjs' }),
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@chakra-ui/react', '@emotion/react', '@practice/sdk'],
});

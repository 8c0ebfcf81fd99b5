import { defineConfig } from 'tsup';

// ESM (.mjs) and CJS (.cjs) with declarations for both. openapi-fetch is ESM-only, so it is bundled into
// the CJS build; ali-oss stays external and is imported lazily, only by the direct-to-OSS upload helper.
export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract-entry.ts' },
  format: ['esm', 'cjs'],
  outExtension: ({ format }) => ({ js: format === 'esm' ? '.mjs' : '.cjs' }),
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['ali-oss', 'zod', 'dayjs'],
  noExternal: ['openapi-fetch'],
  splitting: false,
  treeshake: true,
});

import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Workspace packages are read from source through the '@practice/source' export condition, so tests and
 * the dev server need no build step first. Vite's condition lists replace its defaults, hence the spread.
 */
export const SOURCE_CONDITION = '@practice/source';
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

export default defineConfig(sourceResolve);

export * from './query-cache.js';
export * from './reads.js';
export * from './use-loaded.js';
export * from './use-written.js';

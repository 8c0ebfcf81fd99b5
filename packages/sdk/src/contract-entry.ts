/** The contract catalogue: entities, enums, operations and wire schemas (no client). */
export * from './contract/index.js';

import type { OperationDef } from '../operation.js';

/** The named calls of SPEC §7 that belong to no single entity group. */
export const specificOperations: readonly OperationDef[] = [];

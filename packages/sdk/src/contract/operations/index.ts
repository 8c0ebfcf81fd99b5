import type { OperationDef } from '../operation.js';
import { baseOperations } from './base.js';
import { homeOperations } from './home.js';
import { statisticsOperations } from './statistics.js';
import { tableOperations } from './table.js';
import { uploadOperations } from './uploads.js';

/** The named calls of SPEC §7 that belong to no single entity group. */
export const specificOperations: readonly OperationDef[] = [
  ...homeOperations,
  ...baseOperations,
  ...uploadOperations,
  ...tableOperations,
  ...statisticsOperations,
];

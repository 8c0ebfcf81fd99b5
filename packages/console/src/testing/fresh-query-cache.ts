import { beforeEach } from 'vitest';
import { queryCache } from '../data/query-cache.js';

// Every test starts from no kept answers: the unit tests share their worker's modules, and with them the
// console's one query cache, so an answer kept by one test would otherwise show in the next.
beforeEach(() => queryCache.clear());

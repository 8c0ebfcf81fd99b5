import { DEFAULT_SERVICE_ID } from '../../helpers/constants.js';
import type { ServiceDef } from './types.js';

/*
 * The top-level sections. Practice teaching comes first and is 41, the section a user lands in (SPEC §2.1,
 * §9); the console treats the first service with id 41 as the default. Ids are stored by the server and
 * referenced by menus, so they never change; a new section takes the next free id below 1000.
 */
export { DEFAULT_SERVICE_ID };
export const BASIC_SERVICE_ID = 42;
export const PORTAL_SERVICE_ID = 43;
export const SYSTEM_SERVICE_ID = 44;

export const SERVICES: readonly ServiceDef[] = [
  { id: DEFAULT_SERVICE_ID, cServiceName: '实践教学', cShortName: 'practice', fIndex: 1 },
  { id: BASIC_SERVICE_ID, cServiceName: '基础数据', cShortName: 'basic', fIndex: 2 },
  { id: PORTAL_SERVICE_ID, cServiceName: '门户网站', cShortName: 'portal', fIndex: 3 },
  { id: SYSTEM_SERVICE_ID, cServiceName: '平台管理', cShortName: 'system', fIndex: 4 },
];

/**
 * @practice/sdk: the practice-education system, internship and gateway APIs as typed functions.
 *
 *   const sdk = createSdk({ baseUrl: 'https://school.example', token: () => localStorage.getItem('token') });
 *   const page = await sdk.GetSchoolPageList({ pageNumber: 1, pageSize: 10, cSchoolName: '大学' });
 *
 * The contract itself (entities, enums, operations) is exported from '@practice/sdk/contract'.
 */
export type { SdkConfig, WrittenCall } from './client/config.js';
export { createSdk, type PracticeSdk } from './client/create.js';
export * from './client/errors.js';
export type * from './client/types.js';
export * from './files/index.js';
export * from './helpers/index.js';

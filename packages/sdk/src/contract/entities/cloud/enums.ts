import { defineEnum } from '../../enum.js';

/*
 * Cloud enumerations the spec implies but does not list. Kinds of things, so no status tones.
 */

/** Which part of the cloud areas a footprint points at (CloudMyHistory). */
export const CloudModule = defineEnum('fModuleType', '所属模块', [
  [1, '云招聘'],
  [2, '云资源'],
  [3, '创新创业'],
  [4, '职业规划'],
  [5, '研讨会'],
]);

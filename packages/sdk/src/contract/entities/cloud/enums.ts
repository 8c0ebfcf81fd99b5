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

/** How the company sorted a resume it received (resume-list 标记); a new application is 未标记. */
export const ApplyMark = defineEnum('fMarkStatus', '标记', [
  [0, '未标记', 'info'],
  [1, '合适', 'success'],
  [2, '待定', 'warning'],
  [3, '不合适', 'danger'],
]);

import { defineEnum } from '../../enum.js';

/*
 * Cloud enumerations the spec implies but does not list. Kinds of things, so no status tones.
 */

/** Which part of the cloud areas a footprint points at (CloudMyHistory). */
export const CloudModule = defineEnum('fModuleType', '所属模块', {
  recruitment: [1, '云招聘'],
  resources: [2, '云资源'],
  entrepreneurship: [3, '创新创业'],
  careerPlanning: [4, '职业规划'],
  seminar: [5, '研讨会'],
});

/** How the company sorted a resume it received (resume-list 标记); a new application is 未标记. */
export const ApplyMark = defineEnum('fMarkStatus', '标记', {
  unmarked: [0, '未标记', 'info'],
  suitable: [1, '合适', 'success'],
  undecided: [2, '待定', 'warning'],
  unsuitable: [3, '不合适', 'danger'],
});

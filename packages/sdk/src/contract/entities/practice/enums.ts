import { defineEnum } from '../../enum.js';

/*
 * Enumerations the practice screens need that SPEC §3 does not list. Tones follow §3's tag colours: success
 * while a course runs or takes selections, info before it starts and once it has ended.
 */

/** Where a practice course stands; FinishPracticeInfoIDS moves it to ended. */
export const PracticeStatus = defineEnum('fPracticeStatus', '课程状态', {
  notStarted: [0, '未开始', 'info'],
  selecting: [1, '选课中', 'success'],
  running: [2, '进行中', 'success'],
  ended: [3, '已结束', 'info'],
});

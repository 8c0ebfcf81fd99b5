import { operations } from '../catalogue.js';
import type { OperationDef } from '../operation.js';
import type { Role } from '../roles.js';
import { attendanceScreens } from './attendance.js';
import { basicInfoScreens } from './basic-info.js';
import {
  cloudCareerPlanningScreens,
  cloudInnovationScreens,
  cloudResourceScreens,
  cloudSeminarScreens,
} from './cloud-areas.js';
import { cloudRecruitmentScreens } from './cloud-recruitment.js';
import { commonResourceScreens } from './common-resource.js';
import {
  cloudMyHistoryScreens,
  commonThemeLabelScreens,
  schoolSettingsScreens,
  tutorialScreens,
} from './misc.js';
import { placementScreens, statisticsScreens } from './placement.js';
import { practiceInfoScreens, practiceInfoStudentScreens } from './practice-info.js';
import { studentManageScreens } from './practice-student.js';
import { practiceManageScreens, teacherManageScreens } from './practice-teacher.js';
import { screenProblems as problemsOf } from './problems.js';
import { buildMenuSeed, type SeedRow } from './seed.js';
import { SERVICES } from './services.js';
import { siteScreens } from './site.js';
import { systemScreens } from './system.js';
import { teacherTemplateScreens } from './teacher-template.js';
import { trainingCampStudentScreens, trainingCampTeacherScreens } from './training-camp.js';
import type { ScreenDef, ServiceDef } from './types.js';

export { GROUP_CONTROLLER } from './define.js';
export { FRONT_SITE, type FrontMenuSeedRow, frontMenuSeed } from './front-site.js';
export type { ButtonSeedRow, MenuSeedRow, SeedRow, ServiceSeedRow } from './seed.js';
export { MENU_TYPE } from './seed.js';
export { SERVICES } from './services.js';
export type * from './types.js';

/*
 * Declaration order is the menu order within each service and the source of the seed's ids (seed.ts), which
 * number groups across the whole list: add a new group at the very end (it still sorts last within its own
 * service), and a new screen at the end of its group, so stored role-menu assignments keep their ids.
 */
const DECLARED: readonly ScreenDef[] = [
  // 41 实践教学
  ...practiceManageScreens,
  ...teacherManageScreens,
  ...studentManageScreens,
  ...teacherTemplateScreens,
  ...practiceInfoScreens,
  ...practiceInfoStudentScreens,
  ...trainingCampTeacherScreens,
  ...trainingCampStudentScreens,
  ...cloudRecruitmentScreens,
  ...cloudResourceScreens,
  ...cloudInnovationScreens,
  ...cloudCareerPlanningScreens,
  ...cloudSeminarScreens,
  ...commonResourceScreens,
  ...tutorialScreens,
  ...cloudMyHistoryScreens,
  // 42 基础数据
  ...basicInfoScreens,
  ...commonThemeLabelScreens,
  ...schoolSettingsScreens,
  // 43 门户网站
  ...siteScreens,
  // 44 平台管理
  ...systemScreens,
  // 41 实践教学, the reference server's own (issue 29): last, so that no earlier group's ids move.
  ...attendanceScreens,
  // 实习保障 and 统计分析, the reference server's own (issue 30), after 考勤 for the same reason.
  ...placementScreens,
  ...statisticsScreens,
];

/** A group's sort is its position among the groups of its service. */
function numberGroups(list: readonly ScreenDef[]): ScreenDef[] {
  const counters = new Map<number, number>();
  return list.map((s) => {
    if (s.parent) return s;
    const sort = (counters.get(s.service) ?? 0) + 1;
    counters.set(s.service, sort);
    return { ...s, sort };
  });
}

/** Every route of SPEC §2.3, flat: each group followed by its screens. */
export const SCREENS: readonly ScreenDef[] = numberGroups(DECLARED);

export const screenByKey: ReadonlyMap<string, ScreenDef> = new Map(SCREENS.map((s) => [s.key, s]));

/** The screens (groups included) a role sees by default. */
export const screensFor = (role: Role, screens: readonly ScreenDef[] = SCREENS) =>
  screens.filter((s) => s.roles.includes(role));

/** What is wrong with a catalogue of screens; empty when the server and the console can use it. */
export const screenProblems = (
  screens: readonly ScreenDef[] = SCREENS,
  ops: readonly OperationDef[] = operations,
  services: readonly ServiceDef[] = SERVICES,
): string[] => problemsOf(screens, ops, services);

/** The rows the server seeds: services, menus, sub-menus and buttons with their default roles. */
export const menuSeed = (
  screens: readonly ScreenDef[] = SCREENS,
  services: readonly ServiceDef[] = SERVICES,
  ops: readonly OperationDef[] = operations,
): SeedRow[] => buildMenuSeed(screens, services, ops);

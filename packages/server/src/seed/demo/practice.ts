import { CREATOR } from '@practice/sdk/contract';
import { stableId } from '../../db/ids.js';
import { addDays, at, demoFile, notBeforeLaunch, type Row, table, uid } from './helpers.js';
import { COMMON_RESOURCE } from './library.js';
import { staff } from './people.js';
import { LABELS, labelId, PRACTICE, type PracticeCourse } from './practice-courses.js';
import { SELECTIONS, seated } from './practice-students.js';
import { practiceTaskTables } from './practice-tasks.js';
import { SCHOOLS, type SchoolKey } from './schools.js';

/*
 * Practice course rows with their labels, the schools' resource folders and the courses' resources; the
 * selections and tasks come from practice-students and practice-tasks.
 */

const DIRECTORIES: readonly (readonly [school: SchoolKey, name: string, parent?: number])[] = [
  ['huadong', '课程讲义'],
  ['huadong', '实验指导书'],
  ['huadong', '参考案例'],
  ['huadong', '往届优秀作品', 3],
  ['jiangnan', '课程资料'],
];

const RESOURCES: readonly (readonly [
  PracticeCourse,
  dir: number,
  name: string,
  type: number,
  size: number,
  downloads: number,
  common?: string,
])[] = [
  [PRACTICE.web, 2, 'Vue 3 组件化开发实训指导书.pdf', 1, 4_823_040, 37, COMMON_RESOURCE.vueGuide],
  [PRACTICE.web, 1, '第1讲 HTML5语义化与Flex布局.pptx', 1, 7_340_032, 41],
  [PRACTICE.web, 1, '第2讲 JavaScript事件与表单校验.pptx', 1, 6_815_744, 35],
  [PRACTICE.web, 3, '校园活动报名系统需求说明.pdf', 3, 655_360, 33],
  [PRACTICE.web, 4, '2025届优秀作品：社团管理平台.zip', 2, 24_117_248, 19],
  [PRACTICE.java, 2, 'Java程序设计实践指导书.pdf', 1, 2_883_584, 52],
  [PRACTICE.java, 3, '图书管理系统参考实现.zip', 2, 1_048_576, 44],
  [PRACTICE.network, 5, '网络设备配置实验手册.pdf', 1, 3_145_728, 21, COMMON_RESOURCE.networkManual],
  [PRACTICE.network, 5, '园区网设计案例.pdf', 2, 1_572_864, 16],
];

export function practiceTables() {
  const courses: PracticeCourse[] = Object.values(PRACTICE);
  const labels: Row[] = LABELS.map((name, i) => ({
    cPracticeLabelId: uid('pl', i + 1),
    cLabelName: name,
    fSort: i + 1,
    cDesc: `${name}方向的实践课程`,
    tCreateDate: at('2025-09-08', i),
  }));
  const directories: Row[] = DIRECTORIES.map(([school, name, parent], i) => ({
    cPracticeResourceDirectoryId: uid('pd', i + 1),
    fSchoolId: SCHOOLS[school].fSchoolId,
    cParentId: parent ? uid('pd', parent) : null,
    cDirectoryName: name,
    fSort: i + 1,
    tCreateDate: at('2025-09-20', i),
  }));
  const courseRows: Row[] = courses.map((c, i) => ({
    cPracticeInfoId: c.key,
    fSchoolId: SCHOOLS[c.school].fSchoolId,
    cPracticeName: c.name,
    cPracticeLabelId: labelId(c.label),
    fCourseType: c.courseType,
    fPracticeType: c.scope,
    // A JSON list of school ids, which the loader's ordinal mapping does not look into.
    cOpenSchoolIds: c.openSchools ? JSON.stringify(c.openSchools.map((n) => stableId('School', n))) : null,
    fEvaluationType: c.evaluationTemplate ? 2 : 1,
    fEvaluationTemplateInfoId: c.evaluationTemplate ?? null,
    fTeacherUserId: staff(c.teacher).fAppUserId,
    fCredit: c.credit,
    fHours: c.hours,
    fMaxStudent: c.max,
    fStudentCount: seated(c).length,
    tSelectStartDate: c.select[0],
    tSelectEndDate: c.select[1],
    tStartDate: c.run[0],
    tEndDate: c.run[1],
    cCover: demoFile('practice', c.key, '课程封面.jpg'),
    cDesc: c.desc,
    fStatus: c.status,
    fPracticeStatus: c.stage,
    [CREATOR]: staff(c.teacher).fAppUserId,
    // Set up two weeks before selection opens; the two courses not yet started were entered this month.
    tCreateDate: at(c.stage === 0 ? '2026-04-02' : notBeforeLaunch(addDays(c.select[0], -14)), i),
  }));
  const resources: Row[] = RESOURCES.map(([c, dir, name, type, size, downloads, common], i) => ({
    cPracticeResourceId: uid('pr', i + 1),
    cPracticeInfoId: c.key,
    cPracticeResourceDirectoryId: uid('pd', dir),
    cResourceName: name,
    fResourceType: type,
    cFilePath: demoFile('practice', `pr${i + 1}`, name),
    fFileSize: size,
    cCommonResourceId: common ?? null,
    fDownloadCount: downloads,
    tCreateDate: at(c.select[0], i),
    [CREATOR]: staff(c.teacher).fAppUserId,
  }));
  const selections: Row[] = SELECTIONS.map((s, i) => ({
    cPracticeStudentId: s.key,
    cPracticeInfoId: s.course.key,
    fStudentUserId: s.student.fAppUserId,
    fSchoolId: SCHOOLS[s.student.school].fSchoolId,
    fClassId: s.student.klass.fClassId,
    cSelectReason: s.reason,
    fRegistrationStatus: s.cancelled ? 0 : 1,
    fStatus: s.status,
    fScore: s.score ?? null,
    cComment: s.comment ?? null,
    tCreateDate: at(s.course.select[0], i),
  }));
  return [
    table('PracticeLabel', labels),
    table('PracticeResourceDirectory', directories),
    table('PracticeInfo', courseRows),
    table('PracticeResource', resources),
    table('PracticeStudent', selections),
    ...practiceTaskTables(),
  ];
}

import { OrgEditPage } from '../../org/org-edit-page.js';
import { OpenSchoolsControl, TeacherControl } from './parts/course-controls.js';

const CONTROLS = { fTeacherUserId: TeacherControl, cOpenSchoolIds: OpenSchoolsControl };

/**
 * 编辑课程 (…/course-edit?cPracticeInfoId=, empty to create; SPEC 2.3): a course's school, name, label, type,
 * range (with the schools a multi-school course is open to), the responsible teacher found by name, dates,
 * seats, cover and rich description, saved by 创建 / 保存 and back to the course list.
 */
export default function PracticeCourseEditScreen() {
  return <OrgEditPage entity="PracticeInfo" list="course-list" controls={CONTROLS} />;
}

import { defineEntity } from '../../entity.js';
import { created, id, joined, ref } from '../../field.js';
import { courseFields, submissionFields } from './course-kit.js';
import { practiceCourse } from './practice-info.js';

/** A selected student's hand-in for one practice task, reviewed (Auth/UnAuth) and graded by the tutor. */
export const PracticeStudentTask = defineEntity({
  name: 'PracticeStudentTask',
  label: '学生任务',
  api: 'internship',
  key: 'cPracticeStudentTaskId',
  title: 'cTaskName',
  fields: {
    cPracticeStudentTaskId: id(),
    ...courseFields(practiceCourse),
    cPracticeTaskId: ref('任务', 'PracticeTask', { required: true, searchable: true }),
    cTaskName: joined('任务名称'),
    cPracticeStudentId: ref('选课记录', 'PracticeStudent', { required: true }),
    fStudentUserId: ref('学生', 'AppUser', { searchable: true }),
    cRealName: joined('学生姓名'),
    cNumber: joined('学号'),
    ...submissionFields(),
    tCreateDate: created(),
  },
  auth: true,
  rows: { course: { field: 'cPracticeInfoId', entity: 'PracticeInfo' }, owner: 'fStudentUserId' },
  // Students hand in their own tasks; grading and review stay with the course staff.
  grants: { write: [...practiceCourse.staff, 'student'], audit: practiceCourse.staff },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});

import { crud, group, row, STUDENT, tool } from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * Internship, student side (SPEC §2.3 /practice/student-manage): the student's own internships and, for
 * each, the materials they fill in and the feedback they receive. The spec hides none of these pages.
 * Students' alone: every page is about the caller's own internship, and a platform admin has none (their
 * 我的实习 would be empty, its pages unreachable); the admin follows a student on the teacher side.
 */
export const studentManageScreens = group(
  { key: 'practice/student-manage', title: '我的实习', service: DEFAULT_SERVICE_ID, icon: 'book-open' },
  [
    { path: 'list', title: '我的实习', controller: 'InternshipInfo', roles: STUDENT },
    {
      path: 'info-student',
      title: '实习信息',
      controller: 'InternshipStudentMaterial',
      roles: STUDENT,
      buttons: [tool('AddInternshipStudentMaterial', '填写'), row('EditInternshipStudentMaterial', '修改')],
    },
    {
      path: 'instructor-student',
      title: '我的导师',
      controller: 'InternshipTutor',
      roles: STUDENT,
      buttons: [tool('AddCompanyTutorBindStudent', '绑定企业导师', STUDENT)],
    },
    {
      path: 'docs-student',
      title: '参考资料',
      controller: 'InternshipReference',
      roles: STUDENT,
      buttons: [row('InternshipReference_UpdateDownloadCount', '下载')],
    },
    {
      path: 'summary-student',
      title: '实习总结',
      controller: 'InternshipSummary',
      roles: STUDENT,
      buttons: [tool('AddInternshipSummary', '提交总结'), row('UpdateInternshipSummaryFile', '上传附件')],
    },
    {
      path: 'diaries-student',
      title: '实习日志',
      controller: 'InternshipDiary',
      roles: STUDENT,
      buttons: crud('InternshipDiary', undefined, '写日志'),
    },
    {
      path: 'overall-evaluation-student',
      title: '综合评价',
      controller: 'InternshipStudentGeneralReview',
      roles: STUDENT,
    },
    { path: 'student-interview', title: '访谈记录', controller: 'InternshipInterview', roles: STUDENT },
  ],
);

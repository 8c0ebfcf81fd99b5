import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { choice, created, dateTime, id, joined, ref, text, textarea } from '../../field.js';
import { ADMINS, TUTORS } from '../../roles.js';
import { idValue } from '../../wire.js';
import { WarningKind, WarningLevel, WarningStatus, WarningTarget } from './enums.js';

/*
 * 预警 (issue 29, part 5): raised and cleared by the server's computeWarnings (a daily job, and on demand by
 * the school admin), never added or edited by hand. A warning is about a student (no sign-in, too few diaries,
 * a summary past its deadline, no tutor) or a tutor (diaries waiting for review too long). cWarningKey names
 * the cause (kind, subject, period), so a run raises a cause once while it lasts and clears it when it is
 * gone; a tutor may close one with a note (the cause is known and handled), and a closed one is not raised
 * again while its cause lasts.
 */

const stored = { readOnly: true } as const;

export const AttendanceWarning = defineEntity({
  name: 'AttendanceWarning',
  label: '预警',
  api: 'internship',
  key: 'fAttendanceWarningId',
  title: 'cReason',
  referenceServerOnly: true,
  ops: ['page', 'model'],
  fields: {
    fAttendanceWarningId: id(),
    fSchoolId: ref('学校', 'School', stored),
    fInternshipInfoId: ref('实习课程', 'InternshipInfo', { ...stored, searchable: true }),
    cInternshipName: joined('实习课程'),
    fInternshipStudentId: ref('实习学生', 'InternshipStudent', { ...stored, searchable: true }),
    // Who the warning is about: the student's account, or the tutor's.
    fUserId: ref('预警对象账号', 'AppUser', stored),
    cTargetName: text('预警对象', { ...stored, searchable: true, max: 50 }),
    fWarningTarget: choice(WarningTarget, { ...stored, searchable: true }),
    cWarningKind: choice(WarningKind, { ...stored, searchable: true }),
    fWarningLevel: choice(WarningLevel, { ...stored, searchable: true, sortable: true }),
    cReason: text('预警原因', { ...stored, max: 200 }),
    // The console route and query of the page that clears it: '/internship/diary?fInternshipStudentId=…'.
    cLink: text('处理页面', { ...stored, column: false, max: 500 }),
    cWarningKey: text('预警标识', { ...stored, column: false, max: 200 }),
    fWarningStatus: choice(WarningStatus, { ...stored, searchable: true }),
    tRaisedDate: dateTime('预警时间', { ...stored, sortable: true, range: true }),
    tClearedDate: dateTime('消除时间', { ...stored, sortable: true }),
    fClosedUserId: ref('关闭人账号', 'AppUser', stored),
    cClosedName: joined('关闭人', { via: 'fClosedUserId', field: 'cRealName' }),
    cCloseNote: textarea('处理说明', { ...stored, max: 500, column: true }),
    tClosedDate: dateTime('关闭时间', { ...stored, sortable: true }),
    tCreateDate: created(),
  },
  rows: {
    school: 'fSchoolId',
    course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' },
    owner: 'fUserId',
  },
  grants: { read: 'authenticated', write: ['platformAdmin'], audit: [...ADMINS, ...TUTORS] },
  defaultSort: { field: 'tRaisedDate', order: 'desc' },
  actions: (self) => [
    {
      action: 'RunAttendanceWarnings',
      summary: '立即计算预警',
      get body() {
        return z.object({});
      },
      get content() {
        return z.object({ fRaised: z.number().int(), fCleared: z.number().int(), fOpen: z.number().int() });
      },
      grants: ADMINS,
    },
    {
      action: 'CloseAttendanceWarning',
      summary: '关闭预警',
      get body() {
        return z.object({
          fAttendanceWarningId: idValue,
          cCloseNote: z.string().trim().min(1, '请填写处理说明').max(500, '处理说明不能超过500个字符'),
        });
      },
      get content() {
        return self.row;
      },
      grants: [...ADMINS, ...TUTORS],
    },
    {
      action: 'GetMyReminders',
      summary: '我的提醒',
      kind: 'list',
      get query() {
        return z.object({});
      },
      get content() {
        return z.array(
          z.object({
            cText: z.string(),
            cLink: z.string(),
            fWarningLevel: WarningLevel.schema,
          }),
        );
      },
      grants: 'authenticated',
    },
  ],
});

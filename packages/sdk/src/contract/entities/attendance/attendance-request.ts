import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { choice, created, date, dateTime, file, id, joined, ref, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idValue, none } from '../../wire.js';
import { studentRecordFields, studentRecordRows } from '../internship/shared.js';
import { AttendanceRequestKind, AttendanceRequestStatus, SignInKind } from './enums.js';
import { dayValue } from './reads.js';

/*
 * 请假 and 补签 requests (issue 29, part 3). A student asks for themself only (the server finds their
 * internship row by the caller); the student's in-school tutor, or the school admin, approves or refuses a
 * pending request with a comment; the student may withdraw it while it is pending. An approved 请假 makes its
 * days excused in every figure; an approved 补签 writes the missed sign-in, marked 补签.
 */

const stored = { readOnly: true } as const;

/** The longest leave one request may ask for: a term's leave is asked for in parts a tutor can judge. */
export const LEAVE_MAX_DAYS = 60;
/** How far back a missed day may still be made up. */
export const MAKE_UP_MAX_DAYS_BACK = 30;

const reason = z.string().trim().min(1, '请填写原因').max(500, '原因不能超过500个字符');
const decision = z.object({
  fAttendanceRequestId: idValue,
  cComment: z.string().trim().max(500, '审批意见不能超过500个字符').optional(),
});

export const AttendanceRequest = defineEntity({
  name: 'AttendanceRequest',
  label: '请假补签申请',
  api: 'internship',
  key: 'fAttendanceRequestId',
  title: 'cReason',
  referenceServerOnly: true,
  ops: ['page', 'model'],
  fields: {
    fAttendanceRequestId: id(),
    ...studentRecordFields(),
    fRequestKind: choice(AttendanceRequestKind, { ...stored, searchable: true }),
    tStartDate: date('开始日期', { ...stored, sortable: true, range: true }),
    tEndDate: date('结束日期', { ...stored, sortable: true }),
    // The kind of sign-in a 补签 makes up (上班 or 下班); empty for 请假.
    fSignInKind: choice(SignInKind, { ...stored, label: '补签类型' }),
    cReason: textarea('原因', { ...stored, max: 500, column: true }),
    cAttachment: file('附件', stored),
    fRequestStatus: choice(AttendanceRequestStatus, { ...stored, searchable: true }),
    cComment: textarea('审批意见', { ...stored, max: 500, column: true, reviewerOnly: true }),
    fDecidedUserId: ref('审批人账号', 'AppUser', stored),
    cDecidedName: joined('审批人', { via: 'fDecidedUserId', field: 'cRealName' }),
    tDecidedDate: dateTime('审批时间', { ...stored, sortable: true }),
    tCreateDate: created(),
  },
  rows: studentRecordRows,
  grants: { read: 'authenticated', write: ['platformAdmin'], audit: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (self) => [
    {
      action: 'AddAttendanceLeave',
      summary: '请假',
      get body() {
        return z.object({
          fInternshipInfoId: idValue.optional(),
          tStartDate: dayValue,
          tEndDate: dayValue,
          cReason: reason,
          cAttachment: z.string().trim().max(1000).optional(),
        });
      },
      get content() {
        return self.row;
      },
      grants: ['student'],
    },
    {
      action: 'AddAttendanceMakeUp',
      summary: '补签',
      get body() {
        return z.object({
          fInternshipInfoId: idValue.optional(),
          tDate: dayValue,
          fSignInKind: z.union([z.literal(SignInKind.arrive), z.literal(SignInKind.leave)], {
            error: '补签类型只能是上班或下班',
          }),
          cReason: reason,
        });
      },
      get content() {
        return self.row;
      },
      grants: ['student'],
    },
    {
      action: 'ApproveAttendanceRequest',
      summary: '批准',
      body: decision,
      get content() {
        return self.row;
      },
      grants: [...ADMINS, 'teacher'],
    },
    {
      action: 'RefuseAttendanceRequest',
      summary: '驳回',
      get body() {
        return decision.extend({
          cComment: z.string().trim().min(1, '驳回时请填写审批意见').max(500, '审批意见不能超过500个字符'),
        });
      },
      get content() {
        return self.row;
      },
      grants: [...ADMINS, 'teacher'],
    },
    {
      action: 'WithdrawAttendanceRequest',
      summary: '撤回',
      get body() {
        return z.object({ fAttendanceRequestId: idValue });
      },
      content: none,
      grants: ['student'],
    },
  ],
});

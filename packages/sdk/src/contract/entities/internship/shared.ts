import { z } from 'zod';
import type { ActionInput } from '../../entity.js';
import { joined, ref } from '../../field.js';
import { ADMINS, type Role, STAFF, TUTORS } from '../../roles.js';
import { idValue } from '../../wire.js';

/** Class and school pickers ask for every row: pageNumber -1 (SPEC §9). */
export const allRowsQuery = z.object({
  pageNumber: z.coerce.number().int().min(-1).default(-1),
  pageSize: z.coerce.number().int().min(1).max(999999).default(10),
  fInternshipInfoId: idValue.optional(),
});
/** Schools and classes are both departments on the wire: an id and cDepartName. */
export const departmentOption = z.object({ id: idValue, cDepartName: z.string() }).loose();

/**
 * A course student's name, number and class, from the course roster: InternshipStudent stores the name and
 * number entered for the course and the class as fClassId. Not from the account (fStudentUserId): the server
 * links one by mobile, so it may be missing while the roster row is always there.
 */
export const internshipStudentNames = () => ({
  cRealName: joined('学生姓名', { via: 'fInternshipStudentId' }),
  cNumber: joined('学号', { via: 'fInternshipStudentId' }),
  cClassName: joined('班级', { via: 'fInternshipStudentId.fClassId' }),
});

/**
 * Records a student keeps within one internship course (diaries, summaries, materials, reviews, interviews).
 * fStudentUserId is set by the server from the internship student so that a student sees only their own.
 */
export const studentRecordFields = () => ({
  fInternshipInfoId: ref('实习课程', 'InternshipInfo', { required: true, searchable: true }),
  cInternshipName: joined('实习课程'),
  fInternshipStudentId: ref('实习学生', 'InternshipStudent', { required: true, searchable: true }),
  ...internshipStudentNames(),
  fStudentUserId: ref('学生账号', 'AppUser', { readOnly: true }),
});
/** Who reviews a student's records (passes, refuses, comments, grades): the course's staff. */
export const RECORD_REVIEWERS: readonly Role[] = [...ADMINS, ...TUTORS];
/** A record's review state: drafting (0) and submitting (1) are the student's, passing and refusing not. */
export const REVIEW_VERDICTS = [2, 3] as const;

export const studentRecordRows = {
  course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' },
  owner: 'fStudentUserId',
} as const;

/** Batch downloads prepare a file on the server and answer with its URL (SPEC §7.3). */
type DownloadInput = Pick<ActionInput, 'action' | 'summary' | 'body'> & Partial<ActionInput>;
export const download = (a: DownloadInput): ActionInput => ({
  kind: 'download',
  content: z.string(),
  timeoutMs: 300_000,
  grants: STAFF,
  ...a,
});

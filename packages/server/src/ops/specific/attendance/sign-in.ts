import {
  DEFAULT_FENCE_RADIUS_M,
  distanceMetres,
  FencePosition,
  locationPoint,
  ONCE_A_DAY_KINDS,
  SignInKind,
  type SignInKindValue,
  SignInSource,
  SignInTiming,
} from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { assertFileRefs } from '../../../files/file-refs.js';
import { badRequest, refused } from '../../../http/errors.js';
import { visibleRow } from '../../rows.js';
import { textOf } from '../internship/today/own-rows.js';
import { insertOwn } from '../practice/shared.js';
import { weekdayOf } from './days.js';
import {
  arriveByOf,
  assertWithinInternship,
  leaveFromOf,
  ownInternship,
  photoRequired,
  ruleOf,
  ruleOn,
  SIGN_IN_OFF,
} from './rules.js';

/*
 * 签到 (SignInAttendance). The student is the caller; the body brings coordinates, and the server alone says
 * how far they are from the student's workplace, inside or outside the fence, and late or early by the time
 * it received the call. 上班 and 下班 are refused a second time on one day, also when two taps race (a
 * partial unique index on student, day and kind: db/attendance-indexes.ts).
 */

const signIns = tableOf('AttendanceSignIn');

export interface SignInBody {
  fInternshipInfoId?: string;
  fSignInKind: SignInKindValue;
  fLatitude: number;
  fLongitude: number;
  fAccuracy?: number;
  cPhoto?: string;
  cDeviceId: string;
  cAddress?: string;
}

export const PHOTO_REQUIRED = '该实习要求签到时拍照，请拍照后再签到';
export const alreadySigned = (kind: string, time: string) =>
  `今天已签到${kind}（${time.slice(11, 16)}），不能重复签到`;

/** Where the point lies against the workplace of the student (`place`: 'name,lat,lng'). */
export function fenceOf(place: unknown, point: { lat: number; lng: number }, radius: number) {
  const centre = locationPoint(place);
  if (!centre) return { fDistance: null, fFencePosition: FencePosition.unknown };
  const distance = distanceMetres(centre, point);
  return {
    fDistance: Math.round(distance),
    fFencePosition: distance <= radius ? FencePosition.inside : FencePosition.outside,
  };
}

/** 上班 after the rule's time is late; 下班 before its time is early; 外出 is never either. */
export function timingOf(kind: number, time: string, rule: Row | undefined): number {
  const hm = time.slice(11, 16);
  if (kind === SignInKind.arrive && hm > arriveByOf(rule)) return SignInTiming.late;
  if (kind === SignInKind.leave && hm < leaveFromOf(rule)) return SignInTiming.early;
  return SignInTiming.onTime;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

export async function signIn(q: Queryable, me: Caller, body: SignInBody): Promise<Row> {
  const now = nowText();
  const day = now.slice(0, 10);
  const student = await ownInternship(q, me, body.fInternshipInfoId, day);
  const rule = await ruleOf(q, student.fInternshipInfoId);
  if (!ruleOn(rule)) throw refused(SIGN_IN_OFF);
  assertWithinInternship(student, day, '签到');
  if (photoRequired(rule) && !body.cPhoto) throw badRequest(PHOTO_REQUIRED);
  const kindLabel = SignInKind.labelOf(body.fSignInKind);
  if (ONCE_A_DAY_KINDS.includes(body.fSignInKind)) {
    const [done] = await q.query(
      `select "tSignInTime" from "AttendanceSignIn"
        where "fInternshipStudentId" = $1 and "tSignInDate" = $2 and "fSignInKind" = $3`,
      [student.fInternshipStudentId, day, body.fSignInKind],
    );
    if (done) throw refused(alreadySigned(kindLabel, textOf(done.tSignInTime)));
  }
  const values: Row = {
    fInternshipInfoId: student.fInternshipInfoId,
    fInternshipStudentId: student.fInternshipStudentId,
    fStudentUserId: me.userId,
    fSignInKind: body.fSignInKind,
    tSignInDate: day,
    tSignInTime: now,
    fLatitude: body.fLatitude,
    fLongitude: body.fLongitude,
    fAccuracy: body.fAccuracy ?? null,
    cAddress: body.cAddress ?? null,
    ...fenceOf(
      student.cWorkPlace,
      { lat: body.fLatitude, lng: body.fLongitude },
      Number(rule.fRadius) || DEFAULT_FENCE_RADIUS_M,
    ),
    fSignInTiming: timingOf(body.fSignInKind, now, rule),
    fSignInSource: SignInSource.phone,
    cPhoto: body.cPhoto ?? null,
    cDeviceId: body.cDeviceId,
  };
  // A photo must be the caller's own upload, as any file a row names.
  await assertFileRefs(q, signIns, me, { cPhoto: values.cPhoto });
  let id: unknown;
  try {
    id = await insertOwn(q, signIns, me, values);
  } catch (e) {
    if (isUniqueViolation(e)) throw refused(alreadySigned(kindLabel, now));
    throw e;
  }
  return visibleRow(q, signIns, me, id);
}

/** Whether `day` is a working day of the rule (for the today page's hint). */
export const isWorkDay = (days: Set<number>, day: string) => days.has(weekdayOf(day));

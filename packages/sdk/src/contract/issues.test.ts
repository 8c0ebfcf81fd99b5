import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operationByName } from './catalogue.js';
import { describeIssue, PARSE_IN_CHINESE } from './issues.js';

/** What the SDK and the server say of `body` sent to the operation `name`. */
function refusal(name: string, body: object): string[] {
  const op = operationByName.get(name);
  if (!op?.body) throw new Error(`no body for ${name}`);
  const result = (op.body as z.ZodType).safeParse(body, PARSE_IN_CHINESE);
  return result.success ? [] : result.error.issues.map((i) => describeIssue(op, i));
}

describe('a value outside an enumeration', () => {
  it('is refused with the choices’ labels, never their wire values', () => {
    const [said] = refusal('MarkTutorCommentRead', { cSubjectType: 'x', cSubjectId: 'a'.repeat(32) });
    expect(said).toBe('评语所在记录类型只能为实习日志、实习总结、课程任务或团队任务');
  });

  it('says the same of a number no option has, each label once', () => {
    const said = refusal('AddPracticeInfo', { fCourseType: 99 });
    expect(said).toContain('课程类型只能为综合实践、实习、科技创新或专业课程');
  });

  it('keeps the message of a body that allows fewer of the choices (补签: 上班 or 下班, not 外出)', () => {
    const said = refusal('AddAttendanceMakeUp', { tDate: '2026-11-20', fSignInKind: 3, cReason: '忘带手机' });
    expect(said).toEqual(['补签类型只能是上班或下班']);
  });
});

describe('a day of attendance', () => {
  it('must be one the calendar has', () => {
    const said = refusal('AddAttendanceLeave', {
      tStartDate: '2026-13-01',
      tEndDate: '2026-12-02',
      cReason: '病假',
    });
    expect(said).toContain('开始日期：日期不存在，请检查月份和日期');
  });
});

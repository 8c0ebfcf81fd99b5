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
});

import type { Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { onRow } from '../../declared.js';
import { edit } from '../../standard/crud.js';

/**
 * The standard Edit, except that the fields tying a row to its course, post, team or person stay as they
 * are: moving a selection, an application or an enrolment by Edit would step around the checks (seats,
 * "once", membership) that only the add paths make, and leave the counters wrong.
 */
export function editKeeping(entity: string, wires: readonly string[], message: string): Handler {
  const t = tableOf(entity);
  return onRow({
    target: { entity, key: ({ body }) => (body as Row)[t.key], access: 'read' },
    work: async (a, input, current) => {
      const values = input.body as Row;
      for (const wire of wires) {
        if (values[wire] != null && values[wire] !== current[wire]) throw refused(message);
      }
      // The standard edit checks the write scope itself, in the call's transaction.
      return edit(a, input);
    },
  });
}

const AREAS = ['CloudCareerPlanning', 'CloudInnovation', 'CloudSeminar'] as const;

export const guardHandlers: Record<string, Handler> = {
  EditPracticeStudent: editKeeping(
    'PracticeStudent',
    ['cPracticeInfoId', 'fStudentUserId'],
    '不能修改选课记录的课程或学生',
  ),
  EditCloudRecruitmentApply: editKeeping(
    'CloudRecruitmentApply',
    ['cCloudRecruitmentId', 'cCloudResumeId'],
    '不能修改已投递的职位或简历，请撤回后重新投递',
  ),
  ...Object.fromEntries(
    AREAS.map((area) => [
      `Edit${area}Enrollment`,
      editKeeping(`${area}Enrollment`, [`c${area}Id`], '不能修改报名的讲座，请取消后重新报名'),
    ]),
  ),
};

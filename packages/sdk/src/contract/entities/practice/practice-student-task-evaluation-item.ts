import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, decimal, id, joined, ref, textarea } from '../../field.js';
import { idValue } from '../../wire.js';
import { courseFields } from './course-kit.js';
import { practiceCourse } from './practice-info.js';
import { PracticeStudentTask } from './practice-student-task.js';

const score = z.number().min(0).max(1000);

/**
 * One line of a standard evaluation (practiceInfoTaskType 2): the score a tutor gives a student's task on one
 * item of the course's evaluation template.
 */
export const PracticeStudentTaskEvaluationItem = defineEntity({
  name: 'PracticeStudentTaskEvaluationItem',
  label: '任务评价项',
  api: 'internship',
  key: 'cPracticeStudentTaskEvaluationItemId',
  title: 'cItemName',
  fields: {
    cPracticeStudentTaskEvaluationItemId: id(),
    ...courseFields(practiceCourse),
    cPracticeStudentTaskId: ref('学生任务', 'PracticeStudentTask', { required: true, searchable: true }),
    fEvaluationTemplateItemId: ref('评价项', 'EvaluationTemplateItem', { required: true }),
    cItemName: joined('评价项', { via: 'fEvaluationTemplateItemId', field: 'cTemplateItemName' }),
    fMaxScore: decimal('分值', { readOnly: true }),
    fScore: decimal('得分', { min: 0, required: true, sortable: true, reviewerOnly: true }),
    cComment: textarea('评语', { max: 1000, reviewerOnly: true }),
    tCreateDate: created(),
  },
  // An item is a line of one student's task: whoever may see the task (its student, its tutors) sees it.
  rows: {
    course: { field: 'cPracticeInfoId', entity: 'PracticeInfo' },
    parent: { field: 'cPracticeStudentTaskId', entity: 'PracticeStudentTask' },
  },
  grants: { write: practiceCourse.staff, audit: practiceCourse.staff },
  defaultSort: { field: 'tCreateDate', order: 'asc' },
  actions: () => [
    {
      action: 'EditPracticeStudentTaskEvaluation',
      kind: 'action',
      summary: '保存学生任务的标准评价',
      // The whole evaluation form in one call: every item's score plus the overall comment.
      get body() {
        return z.object({
          cPracticeStudentTaskId: z.string().min(1).max(64),
          cComment: z.string().trim().max(2000).nullish(),
          items: z
            .array(
              z.object({
                fEvaluationTemplateItemId: idValue,
                fScore: score,
                cComment: z.string().trim().max(1000).nullish(),
              }),
            )
            .min(1, '请填写评价项'),
        });
      },
      // The task comes back with its total recomputed from the items.
      get content() {
        return PracticeStudentTask.schemas.row;
      },
    },
  ],
});

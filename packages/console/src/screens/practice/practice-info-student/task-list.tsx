import { type EntityColumns, notify } from '@practice/ui-kit';
import { useCallback, useMemo } from 'react';
import { useLoaded } from '../../../data/use-loaded.js';
import { usePageButtons } from '../../../permission/index.js';
import type { ListActions } from '../../entity-list/index.js';
import {
  fileLinkColumn,
  MissingScope,
  ScopedListScreen,
  schoolTakesLateWork,
  useRouteScope,
} from '../../kit/index.js';
import { RecordFormDialog, useRecordForm } from '../../kit/internship/record-form.js';
import { useWriteFromAddress } from '../../kit/open-from-address.js';
import { CourseTaskList } from './parts/course-task-list.js';
import { courseTasks } from './parts/course-tasks.js';
import { COURSE_SCOPE, OWN_KEYS } from './parts/student-links.js';
import { scoreColumn } from './parts/task-scores.js';
import { editRefusal, openTaskOptions } from './parts/task-window.js';

const ENTITY = 'PracticeStudentTask';
/** The tutor's marks are never the student's to send. */
const OMIT = ['fScore', 'cComment'] as const;

/** The course and student are the page's; the task, the hand-in, its state and the tutor's marks the row's. */
const COLUMNS: EntityColumns<typeof ENTITY> = {
  cPracticeName: false,
  cRealName: { hidden: true },
  cNumber: { hidden: true },
  cContent: { hidden: true },
  cFilePath: fileLinkColumn('cFilePath'),
  fScore: scoreColumn,
  cComment: {},
  // The hand-in's own time is 提交时间; when the row was made says nothing more.
  tCreateDate: { hidden: true },
};

/**
 * 我的任务 (SPEC 2.3 task-list): the student's hand-ins in the course with the review state, the tutor's
 * comment and the score (which opens the per-item scores), and under them the course's tasks.
 * 提交任务 hands in text or a file for a task whose window is open; 修改 changes one before its deadline
 * and while the tutor has not approved it. Past a deadline both are late hand-ins (逾期 N 天, a column of
 * the list), taken only where the school allows late work. 今日待办 opens 提交任务 on its task (_write).
 */
export default function MyTasksScreen() {
  const route = useRouteScope(OWN_KEYS);
  const buttons = usePageButtons();
  const form = useRecordForm(ENTITY);
  const course = route.values.cPracticeInfoId ?? '';
  const load = useCallback(() => courseTasks(course), [course]);
  const loaded = useLoaded(course ? `course tasks ${course}` : null, load, { keepLast: true });
  useWriteFromAddress((taskId) => form.add({ cPracticeTaskId: taskId }));
  const tasks = loaded.status === 'failed' ? [] : (loaded.value ?? null);
  // Asked again each time the form opens: a task may have opened or closed meanwhile. Past its deadline a
  // task is offered only where the school takes late work.
  const choices = useMemo(
    () => ({
      cPracticeTaskId: async () => openTaskOptions(await load(), Date.now(), await schoolTakesLateWork()),
    }),
    [load],
  );
  const edit = form.handlers[`Edit${ENTITY}`];
  const handlers: ListActions = {
    ...form.handlers,
    ...(edit && {
      [`Edit${ENTITY}`]: {
        need: 'one',
        run: async (rows, ctx) => {
          const [row] = rows;
          if (!row) return;
          const task = (await load()).find((t) => t.cPracticeTaskId === row.cPracticeTaskId);
          const refusal = editRefusal(row, task, Date.now(), await schoolTakesLateWork());
          if (refusal) notify('warning', refusal);
          else edit.run(rows, ctx);
        },
      },
    }),
  };
  if (!route.complete) return <MissingScope />;
  return (
    <ScopedListScreen entity={ENTITY} scope={COURSE_SCOPE} columns={COLUMNS} handlers={handlers}>
      <RecordFormDialog
        entity={ENTITY}
        state={form.state}
        onClose={form.close}
        fixed={route.values}
        choices={choices}
        omit={OMIT}
        addLabel={buttons.label(`Add${ENTITY}`) || '提交任务'}
      />
      <CourseTaskList tasks={tasks} />
    </ScopedListScreen>
  );
}

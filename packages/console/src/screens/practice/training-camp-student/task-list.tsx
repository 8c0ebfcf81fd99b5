import { HStack, Text } from '@chakra-ui/react';
import { enums, formatFieldDate } from '@practice/sdk/contract';
import { type EntityColumns, LateTag, notify, StatusTag, type TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { useLoaded } from '../../../data/use-loaded.js';
import { callOperation, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { FileLink } from '../../kit/index.js';
import { useWriteFromAddress } from '../../kit/open-from-address.js';
import { HandInDialog, type HandInTarget } from './parts/hand-in-dialog.js';
import { TeamPage } from './parts/my-team.js';

const HAND_IN = 'EditProjectTeamTaskFile';
const ALL = { pageNumber: -1, pageSize: 10 } as const;

type HandIns = ReadonlyMap<string, TableRow>;
const NO_HAND_INS: HandIns = new Map();
/** The team's hand-ins, shown in the task list's columns. */
const HAND_INS = ['ProjectTeamTask'];

/** The team's hand-ins, by the task each is for. */
async function handInsOf(teamId: string): Promise<HandIns> {
  const page = await callOperation('GetProjectTeamTaskPageList', { ...ALL, cProjectTeamId: teamId });
  return new Map((page.List as TableRow[]).map((h) => [String(h.cProjectTaskId), h]));
}

/** One column of the team's hand-in of the row's task. */
const handInColumn = (handIns: HandIns, title: string, cell: (h: TableRow) => string, width = 120) => ({
  title,
  width,
  sortable: false,
  searchable: false,
  text: (row: TableRow) => {
    const h = handIns.get(String(row.cProjectTaskId));
    return h ? cell(h) : '';
  },
});

/** The project's tasks, each with the team's hand-in beside it: its file, state, score and the comment. */
function columnsOf(handIns: HandIns): EntityColumns<'ProjectTask'> {
  const of = (row: TableRow) => handIns.get(String(row.cProjectTaskId));
  return {
    cProjectName: false,
    // A late hand-in's 逾期 N 天 under the task's name, where a phone shows it without scrolling sideways.
    cTaskName: {
      render: (row) => (
        <HStack gap="1" wrap="wrap">
          <Text as="span">{String(row.cTaskName ?? '')}</Text>
          <LateTag days={of(row)?.fLateDays} />
        </HStack>
      ),
    },
    cContent: { hidden: true },
    fTaskType: false,
    fFullScore: { hidden: true },
    fSort: false,
    tCreateDate: false,
    cFilePath: { title: '任务附件', hidden: true },
    // On a phone's card: the hand-in's state as the tag, the tutor's comment and score as its lines.
    _state: {
      ...handInColumn(handIns, '提交状态', (h) => enums.ReviewStatus.labelOf(h.fStatus), 96),
      card: 'status',
      text: (row) => {
        const h = of(row);
        return h ? enums.ReviewStatus.labelOf(h.fStatus) : '未提交';
      },
      render: (row) => {
        const h = of(row);
        return h ? (
          <StatusTag enumDef={enums.ReviewStatus} value={h.fStatus} />
        ) : (
          <Text color="fg.muted">未提交</Text>
        );
      },
    },
    _file: {
      ...handInColumn(handIns, '提交附件', (h) => String(h.cFilePath ?? ''), 160),
      render: (row) => <FileLink path={of(row)?.cFilePath} />,
    },
    _comment: { ...handInColumn(handIns, '评语', (h) => String(h.cComment ?? ''), 200), card: 'field' },
    _score: {
      ...handInColumn(handIns, '成绩', (h) => (h.fScore == null ? '' : String(h.fScore)), 72),
      card: 'field',
    },
    _submitter: handInColumn(handIns, '提交人', (h) => String(h.cSubmitUserName ?? ''), 90),
    _submitted: handInColumn(
      handIns,
      '提交时间',
      (h) => formatFieldDate('ProjectTeamTask', 'tSubmitDate', h.tSubmitDate),
      160,
    ),
  };
}

function Tasks({ team }: { team: TableRow }) {
  const teamId = String(team.cProjectTeamId);
  const [target, setTarget] = useState<HandInTarget | null>(null);
  const handIns = useLoaded(`hand-ins ${teamId}`, () => handInsOf(teamId), { reads: HAND_INS });
  const shown = handIns.value ?? NO_HAND_INS;
  const columns = useMemo(() => columnsOf(shown), [shown]);
  // A team hands in group tasks only; individual tasks are each member's own (SPEC §3 taskType 2).
  const filter = useMemo(
    () => ({ cProjectInfoId: String(team.cProjectInfoId), fTaskType: enums.TaskType.group }),
    [team],
  );
  const startHandIn = (task: TableRow, handIn: TableRow | undefined) => {
    if (Number(team.fIsEnroll) !== enums.EnrollStatus.enrolled) {
      notify('warning', '团队尚未报名成功，不能提交任务');
      return;
    }
    if (handIn && Number(handIn.fStatus) === enums.ReviewStatus.passed) {
      notify('warning', '任务已审核通过，不能再修改附件');
      return;
    }
    setTarget({ task, team, handIn });
  };
  // 今日待办's one tap names the task (_write); the list's hand-ins may not have arrived yet, so both are
  // read here. A task that cannot be read is the SDK's toast, and the list stays as it is.
  useWriteFromAddress(
    (taskId) =>
      void Promise.all([
        callOperation('GetProjectTaskModel', { cProjectTaskId: taskId }),
        handInsOf(teamId),
      ]).then(
        ([task, current]) => startHandIn(task as TableRow, current.get(taskId)),
        () => undefined,
      ),
  );
  const handlers: ListActions = {
    [HAND_IN]: {
      need: 'one',
      run: ([task]) => task && startHandIn(task, shown.get(String(task.cProjectTaskId))),
    },
  };
  return (
    <EntityListScreen
      entity="ProjectTask"
      columns={columns}
      filter={filter}
      handlers={handlers}
      alsoReads={HAND_INS}
    >
      <HandInDialog target={target} onClose={() => setTarget(null)} />
    </EntityListScreen>
  );
}

/**
 * 团队任务 (SPEC 2.3 task-list): the project's tasks with the team's hand-in of each, its review state,
 * score and the tutor's comment; 提交附件 hands in the team's file or replaces a sent-back one. 今日待办
 * opens 提交附件 on its task (_write).
 */
export default function TeamTasksScreen() {
  return <TeamPage>{(team) => <Tasks team={team} />}</TeamPage>;
}

import { Tabs } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { bulkCall, callOperation, type ListActions } from '../../entity-list/index.js';
import { MissingScope, ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { ONE_PROJECT, PROJECT_SCOPE } from './parts/project-links.js';
import { AboutLine, FileDialog, TextDialog } from './parts/review-dialogs.js';

const KEY = 'cProjectTeamTaskId';
const TASKS: EntityColumns<'ProjectTask'> = {
  ...ONE_PROJECT,
  cContent: { hidden: true },
  tCreateDate: { hidden: true },
};
const HAND_INS: EntityColumns<'ProjectTeamTask'> = {
  ...ONE_PROJECT,
  cContent: { hidden: true },
  tCreateDate: { hidden: true },
};

type Open = { row: TableRow; kind: 'reject' | 'file' } | null;

/** The teams' hand-ins of the project: 通过, 驳回 with a comment, 替换附件. */
function HandIns() {
  const [open, setOpen] = useState<Open>(null);
  const row = open?.row;
  const handlers: ListActions = {
    AuthProjectTeamTaskIDS: bulkCall('AuthProjectTeamTaskIDS', { key: KEY }),
    UnAuthProjectTeamTaskIDS: {
      need: 'one',
      run: ([r]) => r && setOpen({ row: r, kind: 'reject' }),
    },
    EditProjectTeamTaskFile: {
      need: 'one',
      run: ([r]) => r && setOpen({ row: r, kind: 'file' }),
    },
  };
  // The list refreshes through the write itself (src/data).
  const done = () => notify('success', SUBMIT_SUCCEEDED);
  return (
    <ScopedListScreen entity="ProjectTeamTask" scope={PROJECT_SCOPE} columns={HAND_INS} handlers={handlers}>
      <TextDialog
        open={open?.kind === 'reject'}
        title="驳回"
        about={
          <>
            <AboutLine label="团队" text={row?.cTeamName} />
            <AboutLine label="任务名称" text={row?.cTaskName} />
          </>
        }
        label="评语"
        placeholder="请输入驳回原因，团队将看到该评语"
        required="请输入评语"
        max={2000}
        initial={String(row?.cComment ?? '')}
        onClose={() => setOpen(null)}
        // The comment is saved first: a rejection without its reason would leave the team guessing.
        onConfirm={async (comment) => {
          await callOperation('EditProjectTeamTask', { [KEY]: String(row?.[KEY]), cComment: comment });
          await callOperation('UnAuthProjectTeamTaskIDS', { ids: [String(row?.[KEY])] });
          done();
        }}
      />
      <FileDialog
        open={open?.kind === 'file'}
        title="替换附件"
        label="提交附件"
        onClose={() => setOpen(null)}
        onConfirm={async (path) => {
          await callOperation('EditProjectTeamTaskFile', { [KEY]: String(row?.[KEY]), cFilePath: path });
          done();
        }}
      />
    </ScopedListScreen>
  );
}

/**
 * 项目任务 (…/task-list?cProjectInfoId=): the project's tasks (新增任务, 编辑, 删除) and, on the second tab, the
 * teams' hand-ins: 通过, 驳回 with a comment the team reads, 替换附件; the file cell downloads a hand-in.
 */
export default function ProjectTasksScreen() {
  const scope = useRouteScope(PROJECT_SCOPE);
  if (!scope.complete) return <MissingScope />;
  return (
    <Tabs.Root defaultValue="tasks" lazyMount variant="line">
      <Tabs.List>
        <Tabs.Trigger value="tasks">任务列表</Tabs.Trigger>
        <Tabs.Trigger value="hand-ins">团队提交</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="tasks">
        <ScopedListScreen entity="ProjectTask" scope={PROJECT_SCOPE} columns={TASKS} />
      </Tabs.Content>
      <Tabs.Content value="hand-ins">
        <HandIns />
      </Tabs.Content>
    </Tabs.Root>
  );
}

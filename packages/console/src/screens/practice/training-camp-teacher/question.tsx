import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { bulkCall, callOperation, type ListActions } from '../../entity-list/index.js';
import { ScopedListScreen } from '../../kit/index.js';
import { ONE_PROJECT, PROJECT_SCOPE } from './parts/project-links.js';
import { AboutLine, TextDialog } from './parts/review-dialogs.js';

const KEY = 'cProjectQuestionId';
const COLUMNS: EntityColumns<'ProjectQuestion'> = { ...ONE_PROJECT, tCreateDate: { hidden: false } };

/**
 * 项目答疑 (…/question?cProjectInfoId=): the questions the project's students asked; 回复 answers one (or
 * corrects the answer), 公开 shares the selected ones with every team of the project, 关闭 ends them.
 */
export default function ProjectQuestionsScreen() {
  const [replying, setReplying] = useState<TableRow | null>(null);
  const handlers: ListActions = {
    ReplyProjectQuestion: { need: 'one', run: ([row]) => row && setReplying(row) },
    OpenProjectQuestionIDS: bulkCall('OpenProjectQuestionIDS', { key: KEY }),
    CloseProjectQuestionIDS: bulkCall('CloseProjectQuestionIDS', {
      key: KEY,
      confirm: (rows, label) => `确定要${label}选中的${rows.length}个问题吗？关闭后不能再回复`,
    }),
  };
  const row = replying;
  return (
    <ScopedListScreen entity="ProjectQuestion" scope={PROJECT_SCOPE} columns={COLUMNS} handlers={handlers}>
      <TextDialog
        open={replying !== null}
        title="回复问题"
        about={
          <>
            <AboutLine label="问题标题" text={row?.cTitle} />
            <AboutLine label="问题描述" text={row?.cContent} />
          </>
        }
        label="回复内容"
        placeholder="请输入回复内容"
        required="请输入回复内容"
        max={4000}
        initial={String(row?.cReplyContent ?? '')}
        onClose={() => setReplying(null)}
        onConfirm={async (text) => {
          await callOperation('ReplyProjectQuestion', { [KEY]: String(row?.[KEY]), cReplyContent: text });
          // The list refreshes through the write itself (src/data).
          notify('success', SUBMIT_SUCCEEDED);
        }}
      />
    </ScopedListScreen>
  );
}

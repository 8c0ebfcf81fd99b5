import { Stack, Text } from '@chakra-ui/react';
import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { useMemo } from 'react';
import { usePageButtons } from '../../../permission/index.js';
import { EntityListScreen } from '../../entity-list/index.js';
import { RecordFormDialog, useRecordForm } from '../../kit/internship/record-form.js';
import { TeamPage } from './parts/my-team.js';

const ENTITY = 'ProjectQuestion';
/** The asker is the caller and the reply the tutors': never the student's to send. */
const OMIT = ['fUserId'] as const;

/** The question with the tutor's answer under it, so a phone shows both without scrolling sideways. */
function QuestionCell({ row }: { row: TableRow }) {
  const reply = row.cReplyContent ? String(row.cReplyContent) : '';
  return (
    <Stack gap="1" minW="0" py="1" data-question="">
      <Text fontWeight="medium" overflowWrap="anywhere" whiteSpace="normal">
        {String(row.cTitle ?? '')}
      </Text>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere" whiteSpace="normal" lineClamp={2}>
        {String(row.cContent ?? '')}
      </Text>
      <Text fontSize="sm" overflowWrap="anywhere" whiteSpace="normal" color={reply ? 'fg' : 'fg.muted'}>
        {reply ? `导师回复：${reply}` : '等待导师回复'}
      </Text>
    </Stack>
  );
}

/** The question and its answer first; who asked from which team is the page's own. */
const COLUMNS: EntityColumns<typeof ENTITY> = {
  cProjectName: false,
  cProjectTeamId: false,
  fUserId: false,
  cTeamName: { hidden: true },
  cTitle: { width: 300, render: (row) => <QuestionCell row={row} /> },
  cRealName: { hidden: true },
  cContent: { hidden: true },
  cReplyContent: { hidden: true },
  fReplyUserId: false,
  tReplyDate: { hidden: true },
  tCreateDate: { title: '提问时间' },
};

function Questions({ team, scope }: { team: TableRow; scope: Record<string, string> }) {
  const buttons = usePageButtons();
  const form = useRecordForm(ENTITY);
  const filter = useMemo(() => ({ cProjectInfoId: String(team.cProjectInfoId) }), [team]);
  return (
    <EntityListScreen entity={ENTITY} columns={COLUMNS} filter={filter} handlers={form.handlers}>
      <RecordFormDialog
        entity={ENTITY}
        state={form.state}
        onClose={form.close}
        fixed={scope}
        omit={OMIT}
        addLabel={buttons.label(`Add${ENTITY}`) || '提问'}
      />
    </EntityListScreen>
  );
}

/**
 * 项目答疑 (SPEC 2.3 question): the student's questions to the project's tutors with their replies, and the
 * questions the tutors opened to every team; 提问 asks a new one from the student's team.
 */
export default function QuestionsScreen() {
  return <TeamPage>{(team, scope) => <Questions team={team} scope={scope} />}</TeamPage>;
}

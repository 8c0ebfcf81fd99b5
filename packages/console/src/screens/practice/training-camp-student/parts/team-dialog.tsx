import { Box, Checkbox, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { AppDialog, DialogActions, notify, type TableRow, useSending } from '@practice/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { draftRefusal, shortOf, sizeRule, type TeamDraft, teamBody } from './team-members-pick.js';

/** 报名 (a new team of the project) or 编辑团队 (the caller's team, while it is not enrolled). */
export type TeamTarget = { project: TableRow; team?: TableRow };

const EMPTY: TeamDraft = { cTeamName: '', cSlogan: '', cDesc: '', members: [] };
const ALL = { pageNumber: -1, pageSize: 10 } as const;

/** The classmates the team may take in, and (editing) its current members besides the leader. */
async function loadRoster(target: TeamTarget) {
  const projectId = String(target.project.cProjectInfoId);
  const teamId = target.team ? String(target.team.cProjectTeamId) : undefined;
  const candidates = await callOperation('GetProjectTeamCandidateList', {
    ...ALL,
    cProjectInfoId: projectId,
    ...(teamId ? { cProjectTeamId: teamId } : {}),
  });
  if (!teamId) return { candidates: candidates.List as TableRow[], members: [] };
  const roster = await callOperation('GetProjectTeamStudentPageList', { ...ALL, cProjectTeamId: teamId });
  const leader = target.team?.fLeaderUserId;
  const members = (roster.List as TableRow[])
    .map((m) => String(m.fStudentUserId))
    .filter((id) => id !== String(leader));
  return { candidates: candidates.List as TableRow[], members };
}

function Classmate({ row, checked, onToggle }: { row: TableRow; checked: boolean; onToggle: () => void }) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={onToggle}
      data-classmate={String(row.cRealName)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label minW="0">
        <Text as="span" fontWeight="medium">
          {String(row.cRealName ?? '')}
        </Text>
        <Text as="span" color="fg.muted" ms="2" fontSize="xs" overflowWrap="anywhere">
          {[row.cNumber, row.cClassName].filter(Boolean).join(' · ')}
        </Text>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

export interface TeamDialogProps {
  target: TeamTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The team form: its name, slogan and introduction, and the classmates it takes in, picked from the
 * project school's students who are in no other team of the project (the caller leads it).
 */
export function TeamDialog({ target, onClose, onSaved }: TeamDialogProps) {
  const [draft, setDraft] = useState<TeamDraft>(EMPTY);
  const [candidates, setCandidates] = useState<TableRow[] | null>(null);
  const [search, setSearch] = useState('');
  const { sending, send } = useSending();
  useEffect(() => {
    setCandidates(null);
    setSearch('');
    if (!target) return;
    const team = target.team;
    setDraft({
      cTeamName: String(team?.cTeamName ?? ''),
      cSlogan: String(team?.cSlogan ?? ''),
      cDesc: String(team?.cDesc ?? ''),
      members: [],
    });
    let live = true;
    loadRoster(target).then(
      ({ candidates, members }) => {
        if (!live) return;
        setCandidates(candidates);
        setDraft((d) => ({ ...d, members }));
      },
      () => live && setCandidates([]),
    );
    return () => {
      live = false;
    };
  }, [target]);
  const shown = useMemo(() => {
    const word = search.trim();
    const list = candidates ?? [];
    return word
      ? list.filter((c) => String(c.cRealName ?? '').includes(word) || String(c.cNumber ?? '').includes(word))
      : list;
  }, [candidates, search]);
  if (!target) return null;
  const { project, team } = target;
  const toggle = (id: string) =>
    setDraft((d) => ({
      ...d,
      members: d.members.includes(id) ? d.members.filter((m) => m !== id) : [...d.members, id],
    }));
  const save = async () => {
    const refusal = draftRefusal(draft, project);
    if (refusal) {
      notify('warning', refusal);
      return;
    }
    const sent = await send(() =>
      team
        ? callOperation('EditProjectTeamWithStudent', {
            cProjectTeamId: String(team.cProjectTeamId),
            ...teamBody(draft),
          } as never)
        : callOperation('AddProjectTeamWithStudent', {
            cProjectInfoId: String(project.cProjectInfoId),
            ...teamBody(draft),
          } as never),
    );
    if (!sent) return;
    notify('success', team ? SUBMIT_SUCCEEDED : '报名成功，等待导师审核');
    onClose();
    onSaved();
  };
  const short = shortOf(project, draft.members.length);
  const byId = new Map((candidates ?? []).map((c) => [String(c.fAppUserId), c]));
  return (
    <AppDialog
      open
      onClose={onClose}
      title={
        team
          ? `编辑团队 - ${String(project.cProjectName ?? '')}`
          : `报名 - ${String(project.cProjectName ?? '')}`
      }
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel={team ? '保存' : '提交报名'}
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4" data-testid="team-dialog">
        <Field.Root required>
          <Field.Label>
            团队名称 <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={draft.cTeamName}
            maxLength={50}
            placeholder="请输入团队名称"
            onChange={(e) => setDraft({ ...draft, cTeamName: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>团队口号</Field.Label>
          <Input
            value={draft.cSlogan}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, cSlogan: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>团队介绍</Field.Label>
          <Textarea
            value={draft.cDesc}
            maxLength={1000}
            rows={2}
            onChange={(e) => setDraft({ ...draft, cDesc: e.target.value })}
          />
        </Field.Root>
        <Stack gap="2">
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="medium">团队成员</Text>
            <Text fontSize="sm" color="fg.muted">
              {sizeRule(project)}，已选{draft.members.length + 1}人
            </Text>
          </HStack>
          <Text fontSize="sm" data-testid="team-picked" overflowWrap="anywhere">
            队长：我
            {draft.members.length
              ? `；队员：${draft.members.map((id) => String(byId.get(id)?.cRealName ?? '')).join('、')}`
              : ''}
          </Text>
          {short > 0 ? (
            <Text fontSize="sm" color="orange.fg">
              还差{short}人达到最少人数，人数不足的团队不能通过报名审核
            </Text>
          ) : null}
          <Input
            size="sm"
            value={search}
            placeholder="输入姓名或学号查找同学"
            onChange={(e) => setSearch(e.target.value)}
          />
          <Box maxH="56" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
            {candidates === null ? (
              <Text color="fg.muted">加载中…</Text>
            ) : shown.length === 0 ? (
              <Text color="fg.muted">没有可选的同学</Text>
            ) : (
              <Stack gap="2">
                {shown.map((row) => (
                  <Classmate
                    key={String(row.fAppUserId)}
                    row={row}
                    checked={draft.members.includes(String(row.fAppUserId))}
                    onToggle={() => toggle(String(row.fAppUserId))}
                  />
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </Stack>
    </AppDialog>
  );
}

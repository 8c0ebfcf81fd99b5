import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import { AppDialog, DialogActions, notify, type TableRow, useSending } from '@practice/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { Classmate } from './classmate.js';
import { classmatesFor, invitationsOf, invite } from './invitations.js';

export interface InviteDialogProps {
  /** The leader's team; null: closed. */
  team: TableRow | null;
  /** The lists of invitations behind the dialog refresh through the writes themselves (src/data). */
  onClose: () => void;
}

/** The classmates the team may invite, and those it already invited (waiting for their answer). */
async function loadChoices(team: TableRow) {
  const [classmates, waiting] = await Promise.all([
    classmatesFor(team),
    invitationsOf({ cProjectTeamId: String(team.cProjectTeamId), fStatus: enums.InvitationStatus.pending }),
  ]);
  return { classmates, invited: new Set(waiting.map((r) => String(r.fInviteeUserId))) };
}

/**
 * 邀请成员: the leader picks classmates (the project school's students in no team of the project) and sends
 * each an invitation; they join only once they accept it (团队邀请 on their 全部项目).
 */
export function InviteDialog({ team, onClose }: InviteDialogProps) {
  const [choices, setChoices] = useState<{ classmates: TableRow[]; invited: Set<string> } | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const { sending, send } = useSending();
  useEffect(() => {
    setChoices(null);
    setPicked([]);
    setSearch('');
    if (!team) return;
    let live = true;
    loadChoices(team).then(
      (c) => live && setChoices(c),
      () => live && setChoices({ classmates: [], invited: new Set() }),
    );
    return () => {
      live = false;
    };
  }, [team]);
  const shown = useMemo(() => {
    const word = search.trim();
    const list = choices?.classmates ?? [];
    return word
      ? list.filter((c) => String(c.cRealName ?? '').includes(word) || String(c.cNumber ?? '').includes(word))
      : list;
  }, [choices, search]);
  if (!team) return null;
  const byId = new Map((choices?.classmates ?? []).map((c) => [String(c.fAppUserId), c]));
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const sendAll = async () => {
    if (!picked.length) {
      notify('warning', '请选择要邀请的同学');
      return;
    }
    // One by one: a refusal (the server names the classmate and the rule) stops the rest.
    const sent = await send(async () => {
      for (const id of picked) await invite(team, id);
    });
    // Those invited before a refusal stay invited: the lists behind the dialog show them.
    if (!sent) return;
    const names = picked.map((id) => String(byId.get(id)?.cRealName ?? '')).join('、');
    notify('success', `已向${names}发出邀请，对方接受后加入团队`);
    onClose();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={`邀请成员 - ${String(team.cTeamName ?? '')}`}
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="发送邀请"
          onConfirm={() => void sendAll()}
          loading={sending}
        />
      }
    >
      <Stack gap="3" data-testid="invite-dialog">
        <Text fontSize="sm" color="fg.muted">
          被邀请的同学在「全部项目」的团队邀请中接受后才会加入团队
        </Text>
        <Input
          size="sm"
          value={search}
          placeholder="输入姓名或学号查找同学"
          onChange={(e) => setSearch(e.target.value)}
        />
        <Box maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
          {choices === null ? (
            <Text color="fg.muted">加载中…</Text>
          ) : shown.length === 0 ? (
            <Text color="fg.muted">没有可邀请的同学</Text>
          ) : (
            <Stack gap="2">
              {shown.map((row) => {
                const id = String(row.fAppUserId);
                return (
                  <Classmate
                    key={id}
                    row={row}
                    checked={picked.includes(id)}
                    onToggle={() => toggle(id)}
                    {...(choices.invited.has(id) ? { note: '已邀请，等待确认' } : {})}
                  />
                );
              })}
            </Stack>
          )}
        </Box>
        {picked.length ? (
          <Text fontSize="sm" data-testid="invite-picked" overflowWrap="anywhere">
            将邀请：{picked.map((id) => String(byId.get(id)?.cRealName ?? '')).join('、')}
          </Text>
        ) : null}
      </Stack>
    </AppDialog>
  );
}

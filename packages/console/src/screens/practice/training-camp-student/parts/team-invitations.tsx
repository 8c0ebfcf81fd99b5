import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { enums, formatFieldDate } from '@practice/sdk/contract';
import { confirmAction, notify, StatusTag, type TableRow } from '@practice/ui-kit';
import { useSnapshot } from 'valtio';
import { useLoaded } from '../../../../data/use-loaded.js';
import { authStore } from '../../../../stores/auth.js';
import { INVITATION_STATUS, invitationsOf, withdrawInvitation } from './invitations.js';

export interface TeamInvitationsProps {
  team: TableRow;
}

/** 撤回: the leader takes back an invitation still waiting (the server refuses an answered one). */
async function withdraw(row: TableRow) {
  if (!(await confirmAction(`确定撤回对「${String(row.cInviteeName ?? '')}」的邀请吗?`))) return;
  await withdrawInvitation(row);
  notify('success', '邀请已撤回');
}

function InvitationCard({ row, leader }: { row: TableRow; leader: boolean }) {
  const pending = Number(row.fStatus) === enums.InvitationStatus.pending;
  return (
    <Card.Root size="sm" variant="outline" data-invitation={String(row.cInviteeName)}>
      <Card.Body gap="1">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="medium">
            {String(row.cInviteeName ?? '')}
            <Text as="span" color="fg.muted" fontSize="xs" ms="2">
              {String(row.cInviteeNumber ?? '')}
            </Text>
          </Text>
          {INVITATION_STATUS ? <StatusTag enumDef={INVITATION_STATUS} value={row.fStatus} /> : null}
        </HStack>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="xs" color="fg.muted">
            邀请于 {formatFieldDate('ProjectTeamInvitation', 'tCreateDate', row.tCreateDate)}
            {row.tReplyDate
              ? `，处理于 ${formatFieldDate('ProjectTeamInvitation', 'tReplyDate', row.tReplyDate)}`
              : ''}
          </Text>
          {leader && pending ? (
            <Button size="xs" variant="outline" onClick={() => void withdraw(row).catch(() => undefined)}>
              撤回
            </Button>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * 团队邀请 of a team (under 团队成员): who was invited and what they answered; the leader withdraws one still
 * waiting. Cards rather than a table, so that a phone (390 px) reads them without scrolling sideways.
 */
export function TeamInvitations({ team }: TeamInvitationsProps) {
  const me = useSnapshot(authStore).user?.info.fAppUserId;
  const teamId = String(team.cProjectTeamId);
  const list = useLoaded(`invitations ${teamId}`, () => invitationsOf({ cProjectTeamId: teamId }), {
    keepLast: true,
    reads: ['ProjectTeamInvitation'],
  });
  const rows = list.value ?? [];
  const leader = me !== undefined && me === team.fLeaderUserId;
  return (
    <Stack gap="2" data-testid="team-invitations">
      <Heading size="sm">团队邀请</Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {list.status === 'loaded' ? '暂无邀请' : '加载中…'}
        </Text>
      ) : (
        rows.map((row) => (
          <InvitationCard key={String(row.cProjectTeamInvitationId)} row={row} leader={leader} />
        ))
      )}
    </Stack>
  );
}

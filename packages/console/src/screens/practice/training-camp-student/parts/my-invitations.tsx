import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { enums, formatFieldDate } from '@practice/sdk/contract';
import { confirmAction, notify, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLoaded } from '../../../../data/use-loaded.js';
import { authStore } from '../../../../stores/auth.js';
import { acceptInvitation, declineInvitation, invitationsOf } from './invitations.js';

function InvitationCard({ row }: { row: TableRow }) {
  const [busy, setBusy] = useState(false);
  const answer = async (accept: boolean) => {
    const team = String(row.cTeamName ?? '');
    if (!accept && !(await confirmAction(`确定拒绝团队「${team}」的邀请吗?`))) return;
    setBusy(true);
    try {
      await (accept ? acceptInvitation(row) : declineInvitation(row));
      // The answer refreshes this list and the project list (the team joined) through the write (src/data).
      notify('success', accept ? `已加入团队「${team}」` : '已拒绝邀请');
    } catch {
      // The SDK has shown the server's reason (the team is full, another project already taken ...).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root size="sm" variant="outline" data-invitation={String(row.cTeamName)}>
      <Card.Body gap="2">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {String(row.cInviterName ?? '')} 邀请你加入团队「{String(row.cTeamName ?? '')}」
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          项目：{String(row.cProjectName ?? '')} ·{' '}
          {formatFieldDate('ProjectTeamInvitation', 'tCreateDate', row.tCreateDate)}
        </Text>
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void answer(false)}>
            拒绝
          </Button>
          <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void answer(true)}>
            接受
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * 团队邀请 waiting for the signed-in student (above 全部项目): accepting makes them a member of the team,
 * declining tells the leader no. Nothing shows when none waits.
 */
export function MyInvitations() {
  const me = useSnapshot(authStore).user?.info.fAppUserId;
  const list = useLoaded(
    me ? `my invitations ${me}` : null,
    () => invitationsOf({ fStatus: enums.InvitationStatus.pending }),
    { keepLast: true, reads: ['ProjectTeamInvitation'] },
  );
  // The list also holds the invitations the student's own teams sent: only those to them are theirs to answer.
  const mine = (list.value ?? []).filter((r) => r.fInviteeUserId === me);
  if (!mine.length) return null;
  return (
    <Stack gap="2" data-testid="my-invitations" mb="4">
      <Heading size="sm">团队邀请（{mine.length}）</Heading>
      {mine.map((row) => (
        <InvitationCard key={String(row.cProjectTeamInvitationId)} row={row} />
      ))}
    </Stack>
  );
}

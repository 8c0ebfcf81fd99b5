import { Alert, Heading, Stack } from '@chakra-ui/react';
import type { TableRow } from '@practice/ui-kit';
import type { ReactNode } from 'react';
import { useOperationResult } from '../../../../data/use-loaded.js';
import { usePageRoute } from '../../../../permission/index.js';
import { MissingScope, useRouteScope } from '../../../kit/index.js';
import { TEAM_SCOPE } from './camp-links.js';

/** The team named in the route as the server shows it to the caller; null while loading, false if refused. */
export function useMyTeam(teamId: string | undefined): TableRow | null | false {
  // A team the student is not in is refused by the server (无权访问该数据, shown by the SDK).
  const team = useOperationResult<TableRow>(
    'GetProjectTeamModel',
    teamId ? { cProjectTeamId: teamId } : null,
  );
  if (team.status === 'failed') return false;
  return team.status === 'loaded' ? (team.value ?? false) : null;
}

export interface TeamPageProps {
  /** The page's content for the caller's own team (its project and team ids from the route). */
  children: (team: TableRow, scope: Record<string, string>) => ReactNode;
}

/**
 * A page of the student's own team: opened for a team they are not in (another team's ids typed into the
 * address) it shows nothing of that team: the server refuses it (the console then goes to 403, SPEC §8), and
 * a team gone meanwhile, or one of another project than the address names, says so here.
 */
export function TeamPage({ children }: TeamPageProps) {
  const scope = useRouteScope(TEAM_SCOPE);
  const route = usePageRoute();
  const team = useMyTeam(scope.values.cProjectTeamId);
  if (!scope.complete) return <MissingScope />;
  if (team === null) return null;
  if (team === false || team.cProjectInfoId !== scope.values.cProjectInfoId) {
    return (
      <Stack data-screen="not-my-team" data-testid="not-my-team" gap="4">
        <Heading size="md">{route?.title}</Heading>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>未找到该团队，或你不是该团队成员</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  return <>{children(team, scope.values)}</>;
}

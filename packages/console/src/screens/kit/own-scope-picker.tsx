import { Alert, Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LINK_JUMP_FAILED } from '@practice/sdk';
import type { TableRow } from '@practice/ui-kit';
import { Loading } from '@practice/ui-kit';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRead } from '../../data/reads.js';
import { useSettledWithoutHeader } from '../../layouts/back-header.js';
import { useLiveAddress } from '../../routes/live-address.js';
import type { AppRoute } from '../../routes/types.js';
import { ownRowsRead } from './own-rows.js';
import { chooseOwn, type OwnScopeSource, ownTarget } from './own-scope.js';

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * A page about one of the student's courses opened without one (from the menu): it opens the course running
 * now, offers the choice when there are several, and says what to do when there is none. Opening replaces
 * the address with the row button's, so Back does not come here again to be sent on once more.
 */
export function OwnScopePicker({ source, route }: { source: OwnScopeSource; route: AppRoute }) {
  const navigate = useNavigate();
  const { pathname, search, key: visit } = useLocation();
  const liveAddress = useLiveAddress();
  const loaded = useRead(ownRowsRead(source));
  const rows = loaded.value;
  const choice = useMemo(() => (rows ? chooseOwn(rows, source, localToday()) : null), [rows, source]);
  const open = (row: TableRow) => {
    const target = ownTarget(source, route.path, row);
    // The rows come a moment after the page opened; if the user has gone on meanwhile (another menu entry,
    // Back), replacing now would put this page over theirs. This page's tab opens the course when shown again.
    if (target && liveAddress() === `${pathname}${search}`)
      navigate(
        { pathname: target.path, search: new URLSearchParams(target.query).toString() },
        { replace: true },
      );
  };
  const only = choice?.kind === 'open' ? choice.row : null;
  const opening = loaded.status === 'loading' || only !== null;
  useSettledWithoutHeader(pathname, !opening);
  // A navigation that was under way when the row came and ended here again (the entry clicked twice) is a new
  // visit: the row is opened then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row found, on each visit, is what to act on.
  useEffect(() => {
    if (only) open(only);
  }, [only, visit]);

  return (
    <Stack data-screen="own-scope" data-testid="own-scope" gap="4" maxW="xl">
      <Heading size="md">{route.title}</Heading>
      {opening && <Loading size="sm" />}
      {loaded.status === 'failed' && <Notice status="warning" text={LINK_JUMP_FAILED} />}
      {choice?.kind === 'none' && <Notice status="info" text={source.none} />}
      {choice?.kind === 'choose' && (
        <>
          <Text>{source.question}</Text>
          {choice.rows.map((row) => (
            <Button
              key={source.fields.map((f) => String(row[f])).join('/')}
              variant="outline"
              h="auto"
              minH="11"
              py="2"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
              onClick={() => open(row)}
            >
              <Stack gap="0.5" align="flex-start">
                <Text fontWeight="medium">
                  {String(row[source.title] ?? '')}
                  {choice.running.has(row) && (
                    <Badge ms="2" colorPalette="green">
                      进行中
                    </Badge>
                  )}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {source.detail(row)}
                </Text>
              </Stack>
            </Button>
          ))}
        </>
      )}
    </Stack>
  );
}

function Notice({ status, text }: { status: 'info' | 'warning'; text: string }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

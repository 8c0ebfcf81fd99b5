import { Button, Flex, Text } from '@chakra-ui/react';
import { HEADER_QUERY_KEY } from '@practice/ui-kit';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import type { OwnScopeSource } from '../screens/kit/own-scope.js';
import { Icon } from '../side-menu/icon.js';
import { removeTab } from '../stores/tabs.js';

/*
 * The back header (SPEC §2.2): a detail page opened from a table link carries its header text in the
 * _pageHeader query parameter; 返回 closes that page's tab and goes back one step.
 */
export function BackHeader({ tabKey, ownScope }: { tabKey: string | null; ownScope?: OwnScopeSource }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // sync: the room goes in the same frame as the page that gives it up.
  const { paths: settled } = useSnapshot(settledWithoutHeader, { sync: true });
  const header = params.get(HEADER_QUERY_KEY);
  if (!header) {
    // A student's page opened from the menu, without its course: it opens the course as the row's button
    // would, header included, a moment later. Its room is kept from the first frame, so that the page does
    // not jump down when the header comes (a layout shift), until the page settles without one.
    const coming = ownScope?.fields.some((f) => !params.get(f)) && !settled.includes(location.pathname);
    return coming ? <BackBar header="" /> : null;
  }

  const back = () => {
    if (tabKey) removeTab(tabKey);
    // A page opened in a fresh window has nowhere to go back to: home instead.
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };

  return <BackBar header={header} onBack={back} />;
}

/** The bar; without onBack, its room alone (invisible, out of the tab order). */
function BackBar({ header, onBack }: { header: string; onBack?: () => void }) {
  const room = onBack === undefined;
  return (
    <Flex
      {...(room ? { 'aria-hidden': true, visibility: 'hidden' } : { 'data-testid': 'back-header' })}
      align="center"
      gap="3"
      px="4"
      py="2"
      bg="bg"
      borderBottomWidth="1px"
    >
      <Button size="sm" variant="ghost" onClick={onBack} tabIndex={room ? -1 : undefined}>
        <Icon name="back" />
        返回
      </Button>
      <Text fontWeight="semibold" truncate>
        {header}
      </Text>
    </Flex>
  );
}

/** The paths of own-scope pages that stay without a back header: a choice of courses, or none. */
const settledWithoutHeader = proxy({ paths: [] as string[] });

/** Gives up the back header's room above the page at `path` while `settled` (see BackHeader). */
export function useSettledWithoutHeader(path: string, settled: boolean) {
  useLayoutEffect(() => {
    if (!settled) return;
    settledWithoutHeader.paths.push(path);
    return () => {
      const at = settledWithoutHeader.paths.indexOf(path);
      if (at >= 0) settledWithoutHeader.paths.splice(at, 1);
    };
  }, [path, settled]);
}

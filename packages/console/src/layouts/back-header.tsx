import { Button, Flex, Text } from '@chakra-ui/react';
import { HEADER_QUERY_KEY } from '@practice/ui-kit';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../side-menu/icon.js';
import { removeTab } from '../stores/tabs.js';

/*
 * The back header (SPEC §2.2): a detail page opened from a table link carries its header text in the
 * _pageHeader query parameter; 返回 closes that page's tab and goes back one step.
 */
export function BackHeader({ tabKey }: { tabKey: string | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const header = params.get(HEADER_QUERY_KEY);
  if (!header) return null;

  const back = () => {
    if (tabKey) removeTab(tabKey);
    // A page opened in a fresh window has nowhere to go back to: home instead.
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };

  return (
    <Flex data-testid="back-header" align="center" gap="3" px="4" py="2" bg="bg" borderBottomWidth="1px">
      <Button size="sm" variant="ghost" onClick={back}>
        <Icon name="back" />
        返回
      </Button>
      <Text fontWeight="semibold" truncate>
        {header}
      </Text>
    </Flex>
  );
}

import { Button, HStack } from '@chakra-ui/react';
import { childPath } from '@practice/ui-kit';
import { usePageButtons, usePageRoute } from '../../../../permission/index.js';
import { findRoute } from '../../../../stores/routes.js';

/**
 * The server's buttons of a page that is not a list (SPEC 6: in fIndex order, in their words), each doing
 * what the page says; a button the page has no action for, or the user lacks, is not drawn.
 */
export function PageToolbar({ actions }: { actions: Readonly<Record<string, () => void>> }) {
  const { buttons } = usePageButtons();
  const drawn = buttons.filter((b) => actions[b.operation]);
  if (drawn.length === 0) return null;
  return (
    <HStack gap="2" flexWrap="wrap">
      {drawn.map((button, index) => (
        <Button
          key={button.operation}
          size="sm"
          colorPalette="brand"
          variant={index === 0 ? 'solid' : 'outline'}
          onClick={actions[button.operation]}
        >
          {button.label}
        </Button>
      ))}
    </HStack>
  );
}

/**
 * Whether the user has a button on a sibling page of this one ('student-diaries' beside 'diaries'): the
 * diaries page offers the review queue only to those whom the student diaries page lets review (批阅).
 */
export function useSiblingButton(child: string, operation: string): boolean {
  const route = usePageRoute();
  const sibling = route ? findRoute(childPath(route.path, child)) : undefined;
  const buttons = usePageButtons(sibling);
  // Without the sibling the hook reads this page's own buttons: they never hold the sibling's operation.
  return sibling !== undefined && buttons.has(operation);
}

import { Alert, Heading, Stack } from '@chakra-ui/react';
import type { ListedEntity } from '@practice/sdk';
import { LINK_JUMP_FAILED } from '@practice/sdk';
import { useContext, useMemo } from 'react';
import { usePageRoute } from '../../permission/index.js';
import { EntityListScreen, type EntityListScreenProps } from '../entity-list/index.js';
import { OwnScopeSourcesContext, sourceFor } from './own-scope.js';
import { OwnScopePicker } from './own-scope-picker.js';
import { useRouteScope } from './route-scope.js';

export interface ScopedListScreenProps<E extends ListedEntity = ListedEntity>
  extends EntityListScreenProps<E> {
  /** Query keys the page is about (fInternshipInfoId, fInternshipStudentId ...): sent with every list call
   * and given to a new row. */
  scope: readonly string[];
}

/**
 * A child page reached by a link cell (SPEC 2.4): its list is the rows of the course, student or template
 * named in the route query. Opened without them (a bookmark cut short, a hand-typed address) it says so in
 * the link's own words instead of listing every row the user may see.
 */
export function ScopedListScreen<E extends ListedEntity>({
  scope,
  filter,
  formDefaults,
  ...props
}: ScopedListScreenProps<E>) {
  const route = useRouteScope(scope);
  const merged = useMemo(() => ({ ...filter, ...route.values }), [filter, route.values]);
  const defaults = useMemo(() => ({ ...formDefaults, ...route.values }), [formDefaults, route.values]);
  if (!route.complete) return <MissingScope />;
  return <EntityListScreen {...props} filter={merged} formDefaults={defaults} />;
}

/**
 * A page opened without its scope. A student's page about one of their own courses finds the course (see
 * own-scope.ts); any other says the link's words.
 */
export function MissingScope() {
  const route = usePageRoute();
  const sources = useContext(OwnScopeSourcesContext);
  const source = route && sourceFor(sources, route.key);
  if (route && source) return <OwnScopePicker source={source} route={route} />;
  return (
    <Stack data-screen="missing-scope" data-testid="missing-scope" gap="4">
      <Heading size="md">{route?.title}</Heading>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{LINK_JUMP_FAILED}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}

import { Heading } from '@chakra-ui/react';
import { usePageRoute } from '../../permission/index.js';

/** A page of its own names itself as a list screen does: the route's title, from the catalogue. */
export function ScreenTitle() {
  const title = usePageRoute()?.title;
  return title ? <Heading size="md">{title}</Heading> : null;
}

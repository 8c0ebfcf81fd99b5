import { Link } from '@chakra-ui/react';
import { type EntityColumns, emptyLabel } from '@practice/ui-kit';
import { Link as RouterLink } from 'react-router-dom';
import { EntityListScreen } from '../../entity-list/index.js';
import { footprintLink } from './parts/footprint-link.js';

// The list is the user's own (the server scopes rows to their owner), newest first by the contract's sort:
// the user column would name the reader on every row.
const COLUMNS: EntityColumns<'CloudMyHistory'> = {
  fUserId: false,
  cTitle: {
    render: (row) => {
      const title = String(row.cTitle ?? '') || emptyLabel('text');
      const to = footprintLink(row);
      return to ? (
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to={to}>{title}</RouterLink>
        </Link>
      ) : (
        title
      );
    },
  },
};

/** 浏览记录 (/practice/cloud-my-history/list): the user's footprints, each a link back to what was viewed. */
export default function CloudMyHistoryScreen() {
  return <EntityListScreen entity="CloudMyHistory" columns={COLUMNS} exportable={false} />;
}

import { Button, Wrap } from '@chakra-ui/react';
import { LINK_JUMP_FAILED } from '@practice/sdk';
import { HEADER_QUERY_KEY, linkTarget, notify, type TableColumn, type TableRow } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageRoute } from '../../permission/index.js';
import { routesStore } from '../../stores/routes.js';
import { grantedLinks, type PageLink, siblingSegments } from './page-links.js';

interface LinkSetProps {
  row: TableRow;
  pages: readonly PageLink[];
  fields: readonly string[];
  /** Where the page header comes from (the kit's internship or template name by default). */
  header?: readonly string[] | undefined;
}

/**
 * A row's links to several sibling pages in one cell: each opens as a link cell does (SPEC §2.4: the fields
 * copied from the row, the header from the course name, 未获取到数据!跳转失败! when a field is missing).
 */
function LinkSet({ row, pages, fields, header: headerFields }: LinkSetProps) {
  const route = usePageRoute();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const path = route?.path ?? '';
  const links = useMemo(() => grantedLinks(pages, siblingSegments(routesStore.routes, path)), [pages, path]);
  const open = ({ child, optional, fixed }: PageLink) => {
    const target = linkTarget(
      {
        child,
        fields,
        ...(optional ? { optional } : {}),
        ...(fixed ? { fixed } : {}),
        ...(headerFields ? { header: headerFields } : {}),
      },
      path,
      row,
    );
    if (!target) {
      notify('warning', LINK_JUMP_FAILED);
      return;
    }
    // A row without the course name keeps the header this page was opened with.
    const header = params.get(HEADER_QUERY_KEY);
    const query =
      header && !target.query[HEADER_QUERY_KEY]
        ? { ...target.query, [HEADER_QUERY_KEY]: header }
        : target.query;
    navigate({ pathname: target.path, search: new URLSearchParams(query).toString() });
  };
  return (
    <Wrap gap="1" data-link-set="">
      {links.map((link) => (
        <Button
          key={link.child}
          size="2xs"
          variant="plain"
          colorPalette="brand"
          px="1"
          onClick={(event) => {
            // The row would take the click as a selection toggle.
            event.stopPropagation();
            open(link);
          }}
        >
          {link.title}
        </Button>
      ))}
    </Wrap>
  );
}

/** A two-character title in a small button, and the gap after it. */
const LINK_WIDTH = 68;

/** A column of page links for a row (its key is not a field: nothing to sort, search or export). */
export function linkSetColumn(
  title: string,
  pages: readonly PageLink[],
  fields: readonly string[],
  header?: readonly string[],
): Partial<TableColumn> {
  return {
    title,
    sortable: false,
    searchable: false,
    // Up to five links on one line, more on two lines of four: rows stay low.
    width: (pages.length <= 5 ? pages.length : 4) * LINK_WIDTH + 16,
    text: () => '',
    // The row's actions: in view at the right edge however far the other columns scroll.
    pin: 'end',
    render: (row) => <LinkSet row={row} pages={pages} fields={fields} header={header} />,
  };
}

/** Whether the user's menu holds the sibling page `child` of the current page. */
export function useHasSibling(child: string): boolean {
  const route = usePageRoute();
  return siblingSegments(routesStore.routes, route?.path ?? '').has(child);
}

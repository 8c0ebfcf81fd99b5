import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Crumb } from './top-bar-rules.js';

/** The current page's trail (every layout but the comprehensive one). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumb.Root size="sm" aria-label="当前位置" hideBelow="sm">
      <Breadcrumb.List color="inherit">
        {crumbs.map((crumb, i) => (
          <Fragment key={crumb.to ?? crumb.title}>
            {i > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item>
              {crumb.to ? (
                <Breadcrumb.Link asChild color="inherit" opacity={0.75}>
                  <Link to={crumb.to}>{crumb.title}</Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink color="inherit">{crumb.title}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

import { Fragment } from 'react';
import { Breadcrumb, RouterLink, useLocation, usePagePlace } from 'shared-ui';
import type { MenuNode } from 'shared-ui';
import { pageTrail, type TrailRoute } from './page-trail';

interface PageTrailProps {
  menu: readonly MenuNode[];
  routes: readonly TrailRoute[];
}

/**
 * The one breadcrumb, in the top bar: where the current page sits ("Charts › Apex charts › Bar chart", "Apps ›
 * Invoices › Invoice INV-0001"), from the route table and the page's own heading; the pages before it are links.
 */
export function PageTrail({ menu, routes }: PageTrailProps) {
  const { pathname } = useLocation();
  const place = usePagePlace(pathname);
  const trail = pageTrail(menu, routes, pathname, place);
  if (!trail) return null;
  return (
    <Breadcrumb.Root size="sm" aria-label="Breadcrumb" minW="0">
      <Breadcrumb.List flexWrap="nowrap" minW="0">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          let step = <span>{crumb.label}</span>;
          if (last) {
            step = (
              <Breadcrumb.CurrentLink truncate fontWeight="medium">
                {crumb.label}
              </Breadcrumb.CurrentLink>
            );
          } else if (crumb.to !== undefined) {
            step = (
              <Breadcrumb.Link asChild>
                <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
              </Breadcrumb.Link>
            );
          }
          return (
            <Fragment key={`${index}-${crumb.label}`}>
              <Breadcrumb.Item minW="0" flexShrink={last ? 1 : 0}>
                {step}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

import { Fragment } from 'react';
import { Breadcrumb, useLocation } from 'shared-ui';
import type { MenuNode } from 'shared-ui';
import { pageTrail } from './page-trail';

/** The top bar's breadcrumbs: where the current page sits in the menu ("Charts › Apex charts › Bar chart"). */
export function PageTrail({ menu }: { menu: readonly MenuNode[] }) {
  const { pathname } = useLocation();
  const trail = pageTrail(menu, pathname);
  if (!trail) return null;
  return (
    <Breadcrumb.Root size="sm" aria-label="Breadcrumb" minW="0">
      <Breadcrumb.List flexWrap="nowrap" minW="0">
        {trail.map((label, index) => {
          const last = index === trail.length - 1;
          return (
            <Fragment key={`${index}-${label}`}>
              <Breadcrumb.Item minW="0" flexShrink={last ? 1 : 0}>
                {last ? (
                  <Breadcrumb.CurrentLink truncate fontWeight="medium">
                    {label}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <span>{label}</span>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

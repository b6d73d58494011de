import { Button, Group, LayoutGridIcon, ListIcon, RouterLink, TableIcon, type LucideIcon } from 'shared-ui';
import { paths } from '@apps/paths';

export type ContactView = 'table' | 'list' | 'card';

const VIEWS: readonly { view: ContactView; label: string; path: string; icon: LucideIcon }[] = [
  { view: 'table', label: 'Table', path: paths.contacts.table, icon: TableIcon },
  { view: 'list', label: 'List', path: paths.contacts.list, icon: ListIcon },
  { view: 'card', label: 'Cards', path: paths.contacts.card, icon: LayoutGridIcon },
];

/** Links between the three views of the same contacts. */
export function ContactViewSwitch({ current }: { current: ContactView }) {
  return (
    <Group attached aria-label="Contact views" role="navigation">
      {VIEWS.map(({ view, label, path, icon: ViewIcon }) => (
        <Button
          key={view}
          asChild
          size="sm"
          variant={view === current ? 'solid' : 'outline'}
          aria-current={view === current ? 'page' : undefined}
        >
          <RouterLink to={path}>
            <ViewIcon aria-hidden />
            {label}
          </RouterLink>
        </Button>
      ))}
    </Group>
  );
}

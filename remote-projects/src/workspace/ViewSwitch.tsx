// A space's two views, its task list and its board, as one segmented control. The filters are in the URL's query
// (q, priority, project, group, ...), which both pages read, so switching keeps them.
import { Button, Group, KanbanIcon, ListIcon, useLocation, useNavigate } from 'shared-ui';
import { paths } from '@projects/paths';

export type SpaceView = 'list' | 'board';

const VIEWS: ReadonlyArray<{ view: SpaceView; label: string; Icon: typeof ListIcon }> = [
  { view: 'list', label: 'List', Icon: ListIcon },
  { view: 'board', label: 'Board', Icon: KanbanIcon },
];

/** The page of `view` for `space` (a URL segment, `all` included), with `search` (a query string, `?…` or ''). */
export function spaceViewPath(view: SpaceView, space: string, search: string): string {
  const path = view === 'list' ? paths.spaceTasks.to(space) : paths.spaceBoard.to(space);
  return `${path}${search}`;
}

export function ViewSwitch({ space, current }: { space: string; current: SpaceView }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Group attached role="group" aria-label="View">
      {VIEWS.map(({ view, label, Icon }) => (
        <Button
          key={view}
          size="sm"
          variant={view === current ? 'solid' : 'outline'}
          aria-pressed={view === current}
          onClick={() => {
            if (view !== current) navigate(spaceViewPath(view, space, search));
          }}
        >
          <Icon size={16} aria-hidden="true" />
          {label}
        </Button>
      ))}
    </Group>
  );
}

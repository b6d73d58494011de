import { Button, EmptyState, SearchIcon } from 'shared-ui';

/** The empty state of a task view whose search or filters leave nothing, with the way out. */
export function NoMatchingTasks({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={<SearchIcon />}
      title="No tasks match"
      description="Try another search, or clear the filters."
      action={
        <Button size="sm" variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}

import { Button, formatCount, HStack, InlineAlert, Skeleton, Stack, Text } from 'shared-ui';
import type { GroupRows } from '../api/list-group-rows';

interface GroupFooterProps {
  rows: GroupRows;
  total: number;
  label: string;
}

/** Under a group's rows: its loading or error state, or "Show more" while the server has more of it. */
export function GroupFooter({ rows, total, label }: GroupFooterProps) {
  if (rows.phase === 'loading') {
    return (
      <Stack role="status" aria-label={`Loading ${label}`} aria-busy="true" gap="2">
        <Skeleton height="6" />
        <Skeleton height="6" />
      </Stack>
    );
  }
  if (rows.phase === 'error') {
    return (
      <InlineAlert status="error" title={`Couldn't load the tasks in ${label}`}>
        <HStack gap="3" wrap="wrap">
          <Text as="span">{rows.error}</Text>
          <Button size="xs" variant="outline" onClick={rows.retry}>
            Retry
          </Button>
        </HStack>
      </InlineAlert>
    );
  }
  if (!rows.hasMore && !rows.loadMoreError) return null;
  // Plain elements, drawn by the list's style sheet (TASK_GROUP_CSS): most groups of a list have more to show.
  return (
    <div className="task-group-footer">
      {rows.loadMoreError && (
        <InlineAlert status="error" title="Couldn't load more tasks">
          {rows.loadMoreError}
        </InlineAlert>
      )}
      <div className="task-group-more">
        <button
          type="button"
          className="task-group-more-button"
          onClick={rows.loadMore}
          disabled={rows.loadingMore}
          aria-busy={rows.loadingMore || undefined}
          aria-label={rows.loadMoreError ? `Retry loading more of ${label}` : `Show more of ${label}`}
        >
          {rows.loadingMore && <span className="task-group-more-spinner" aria-hidden="true" />}
          {rows.loadingMore ? 'Loading…' : rows.loadMoreError ? 'Retry loading more' : 'Show more'}
        </button>
        <span className="task-group-shown">
          Showing {formatCount(rows.tasks.length)} of {formatCount(total)}
        </span>
      </div>
    </div>
  );
}

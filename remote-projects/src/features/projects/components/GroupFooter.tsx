import { Button, formatCount, HStack, InlineAlert, Skeleton, Stack, Text } from 'shared-ui';
import type { GroupRows } from '../api/use-group-rows';

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
  return (
    <Stack gap="2" align="flex-start">
      {rows.loadMoreError && (
        <InlineAlert status="error" title="Couldn't load more tasks">
          {rows.loadMoreError}
        </InlineAlert>
      )}
      <HStack gap="3">
        <Button
          size="xs"
          variant="outline"
          onClick={rows.loadMore}
          loading={rows.loadingMore}
          loadingText="Loading…"
          aria-label={rows.loadMoreError ? `Retry loading more of ${label}` : `Show more of ${label}`}
        >
          {rows.loadMoreError ? 'Retry loading more' : 'Show more'}
        </Button>
        <Text as="span" textStyle="xs" color="fg.muted">
          Showing {formatCount(rows.tasks.length)} of {formatCount(total)}
        </Text>
      </HStack>
    </Stack>
  );
}

import { InlineAlert, Button, Flex } from 'shared-ui';

interface LoadMoreFooterProps {
  loading: boolean;
  /** Why the last "Load more" failed. */
  error: string | null;
  onLoadMore: () => void;
}

/** "Load more" under a paged list, with the reason when the last attempt failed. */
export function LoadMoreFooter({ loading, error, onLoadMore }: LoadMoreFooterProps) {
  return (
    <Flex direction="column" align="center" gap="2">
      {error && (
        <InlineAlert status="error" title="Couldn't load more tasks">
          {error}
        </InlineAlert>
      )}
      <Button variant="outline" size="sm" onClick={onLoadMore} loading={loading} loadingText="Loading…">
        {error ? 'Retry loading more' : 'Load more'}
      </Button>
    </Flex>
  );
}

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import { Card, ErrorState, Heading, HStack, LoadingState, Text } from 'shared-ui';

interface WidgetCardProps<Data> {
  title: string;
  description?: string;
  /** Controls beside the title (a filter, a "show all"). */
  actions?: ReactNode;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}

/** A titled card around one query's data, with its own loading and error states. */
export function WidgetCard<Data>({ title, description, actions, query, children }: WidgetCardProps<Data>) {
  return (
    <Card.Root size="sm" role="region" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <div>
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {description && (
              <Text textStyle="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </div>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>
        {query.isPending && <LoadingState label={`Loading ${title.toLowerCase()}`} shape="rows" count={4} />}
        {query.isError && (
          <ErrorState
            title={`Couldn't load ${title.toLowerCase()}`}
            message={readableError(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isSuccess && children(query.data)}
      </Card.Body>
    </Card.Root>
  );
}

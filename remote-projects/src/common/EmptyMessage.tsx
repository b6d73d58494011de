import type { ReactNode } from 'react';
import { EmptyState, VStack } from '@chakra-ui/react';

interface EmptyMessageProps {
  title: string;
  description?: string;
  /** E.g. a button that clears the filters. */
  action?: ReactNode;
}

export function EmptyMessage({ title, description, action }: EmptyMessageProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

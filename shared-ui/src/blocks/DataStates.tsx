// What a page shows instead of its data: while it loads, when there is none, and when loading failed.
import type { ReactNode } from 'react';
import { Alert, Button, EmptyState as ChakraEmptyState, SimpleGrid, Skeleton, Stack, VStack } from '@chakra-ui/react';

interface LoadingStateProps {
  /** What is loading, for screen readers: "Loading tasks". */
  label: string;
  /** The shape of what is coming: table rows, cards (tiles above panels), or lines of text. */
  shape?: 'rows' | 'cards' | 'lines';
  /** Rows or lines for 'rows' and 'lines'; tiles for 'cards'. */
  count?: number;
}

/** The page's shape in grey while its data loads. */
export function LoadingState({ label, shape = 'rows', count = 6 }: LoadingStateProps) {
  return (
    <Stack role="status" aria-label={label} aria-busy="true" gap={shape === 'rows' ? '2' : '4'}>
      {shape === 'cards' ? (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, lg: Math.min(count, 6) }} gap="4">
            {Array.from({ length: count }, (_, index) => (
              <Skeleton key={index} height="24" borderRadius="l2" />
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Skeleton height="72" borderRadius="l2" />
            <Skeleton height="72" borderRadius="l2" />
          </SimpleGrid>
        </>
      ) : (
        Array.from({ length: count }, (_, index) => (
          <Skeleton
            key={index}
            height={shape === 'rows' ? '10' : '4'}
            width={shape === 'lines' && index === count - 1 ? '60%' : 'full'}
          />
        ))
      )}
    </Stack>
  );
}

interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** E.g. a button that clears the filters or adds the first item. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root borderWidth="1px" borderRadius="l2" bg="bg">
      <ChakraEmptyState.Content>
        {icon && <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator>}
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

interface ErrorStateProps {
  title: string;
  /** The server's reason, already readable (shared-auth's readableError). */
  message: string;
  onRetry: () => void;
}

/** A failed load, with the server's reason and a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Alert.Root status="error" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

import { Skeleton, Stack } from '@chakra-ui/react';

const PLACEHOLDER_ROWS = 6;

export function TaskTableSkeleton() {
  return (
    <Stack role="status" aria-label="Loading tasks" aria-busy="true" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Skeleton height="6" width="full" />
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        <Skeleton key={index} height="8" width="full" />
      ))}
    </Stack>
  );
}

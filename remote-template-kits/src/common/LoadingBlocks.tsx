import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

interface LoadingBlocksProps {
  /** What is loading, for screen readers, e.g. "Loading the dashboard". */
  label: string;
  /** Small placeholder cards above the large ones. */
  tiles?: number;
  panels?: number;
}

/** The page's shape in grey while its data loads. */
export function LoadingBlocks({ label, tiles = 4, panels = 2 }: LoadingBlocksProps) {
  return (
    <Stack role="status" aria-label={label} aria-busy="true" gap="4">
      {tiles > 0 && (
        <SimpleGrid columns={{ base: 2, md: 3, lg: Math.min(tiles, 6) }} gap="4">
          {Array.from({ length: tiles }, (_, index) => (
            <Skeleton key={index} height="24" borderRadius="md" />
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {Array.from({ length: panels }, (_, index) => (
          <Skeleton key={index} height="72" borderRadius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

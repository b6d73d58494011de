import { formatCount, formatPercent, Box, Stack, Text } from 'shared-ui';
import type { Completion } from '../model/task-progress';
import { ShareBar } from './ShareBar';

/** The page header's figure: how many of the tasks to do are completed. */
export function CompletionSummary({ completion }: { completion: Completion }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" bg="bg" p="4">
      <Stack gap="2">
        <Text fontSize="2xl" fontWeight="semibold">
          {formatPercent(completion.ratio)} complete
        </Text>
        <ShareBar ratio={completion.ratio} label="Overall completion" size="md" />
        <Text fontSize="sm" color="fg.muted">
          {formatCount(completion.done)} of {formatCount(completion.counted)} tasks completed (cancelled and template
          tasks are not counted).
        </Text>
      </Stack>
    </Box>
  );
}

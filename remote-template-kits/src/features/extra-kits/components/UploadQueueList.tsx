import { Badge, Box, Button, Flex, HStack, IconButton, Progress, Stack, Text, XIcon } from 'shared-ui';
import type { QueueItem, QueueStatus, UploadQueue } from '../hooks/use-upload-queue';
import { formatBytes } from '../model/upload-rules';

const STATUS_BADGE: Record<QueueStatus, { label: string; palette: string }> = {
  uploading: { label: 'Uploading', palette: 'blue' },
  done: { label: 'Uploaded', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  refused: { label: 'Not allowed', palette: 'orange' },
};

function QueueRow({ item, queue }: { item: QueueItem; queue: UploadQueue }) {
  const badge = STATUS_BADGE[item.status];
  const percent = Math.round(item.progress * 100);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" listStyleType="none">
      <Flex gap="3" align="center" wrap="wrap">
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="medium" truncate>
            {item.file.name}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {formatBytes(item.file.size)}
          </Text>
        </Stack>
        <Badge colorPalette={badge.palette}>{badge.label}</Badge>
        <HStack gap="1">
          {item.status === 'failed' && (
            <Button size="xs" variant="outline" onClick={() => queue.retry(item.key)}>
              Retry
            </Button>
          )}
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={item.status === 'uploading' ? `Cancel ${item.file.name}` : `Remove ${item.file.name}`}
            onClick={() => queue.remove(item.key)}
          >
            <XIcon aria-hidden="true" />
          </IconButton>
        </HStack>
      </Flex>
      {(item.status === 'uploading' || item.status === 'done') && (
        <Progress.Root mt="2" size="sm" value={percent} colorPalette={item.status === 'done' ? 'green' : 'blue'}>
          <HStack gap="3">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText minW="10" textAlign="end">
              {percent}%
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
      )}
      {item.message && (
        <Text mt="2" textStyle="sm" color="fg.error">
          {item.message}
        </Text>
      )}
    </Box>
  );
}

/** The files of this visit: progress while they upload, then done, failed (retry) or refused (why). */
export function UploadQueueList({ queue }: { queue: UploadQueue }) {
  if (queue.items.length === 0) return null;
  const finished = queue.items.some((item) => item.status !== 'uploading');
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="semibold">This upload</Text>
        {finished && (
          <Button size="xs" variant="ghost" onClick={queue.clearFinished}>
            Clear finished
          </Button>
        )}
      </Flex>
      <Stack as="ul" gap="2" aria-live="polite" ps="0" m="0">
        {queue.items.map((item) => (
          <QueueRow key={item.key} item={item} queue={queue} />
        ))}
      </Stack>
    </Stack>
  );
}

import { Box, Button, Stack, Text } from 'shared-ui';
import { retryRemote, type RemoteState } from '@host/federation/remote-registry';

/** Under a menu: remotes still loading, and those that could not be loaded, each with Retry. */
export function RemoteStatusNotes({ remotes }: { remotes: RemoteState[] }) {
  const unavailable = remotes.filter((remote) => remote.status === 'unavailable');
  const loading = remotes.some((remote) => remote.status === 'loading');
  return (
    <>
      {loading && (
        <Text px="3" pt="3" textStyle="sm" color="whiteAlpha.800" role="status">
          Loading menu…
        </Text>
      )}
      {unavailable.length > 0 && (
        <Stack gap="1" mt="4" px="3" data-testid="unavailable-remotes">
          {unavailable.map((remote) => (
            <Box key={remote.entry.name} textStyle="sm" color="orange.200">
              <Text>{remote.entry.title} is unavailable.</Text>
              <Button
                size="xs"
                variant="outline"
                color="white"
                mt="1"
                onClick={() => void retryRemote(remote.entry.name)}
              >
                Retry {remote.entry.title}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}

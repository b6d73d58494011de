import { useRealtimeState } from 'shared-auth';
import { Box, Text } from 'shared-ui';

/**
 * Says so while the live connection is lost (it comes back by itself): what others change does not show meanwhile.
 * The status region is always drawn, so that screen readers announce the notice as it appears.
 */
export function RealtimeNotice() {
  const state = useRealtimeState();
  const offline = state === 'offline';
  return (
    // The state as an attribute too: a test waits for the connection before another user's change.
    <Box role="status" flexShrink={0} data-realtime={state}>
      {offline && (
        <Text fontSize="xs" fontWeight="medium" color="fg.warning" px="2" py="1" borderRadius="l2" bg="bg.warning">
          <Box as="span" hideBelow="md">
            Offline — changes will not appear until the connection is back
          </Box>
          <Box as="span" hideFrom="md">
            Offline
          </Box>
        </Text>
      )}
    </Box>
  );
}

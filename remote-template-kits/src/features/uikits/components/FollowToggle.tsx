import { useState } from 'react';
import { Button, HStack, Text } from 'shared-ui';

/** A toggle button: aria-pressed carries its state, and its look and the line beside it follow. */
export function FollowToggle() {
  const [following, setFollowing] = useState(false);
  return (
    <HStack gap="3" wrap="wrap">
      <Button
        aria-pressed={following}
        variant={following ? 'solid' : 'outline'}
        colorPalette="blue"
        onClick={() => setFollowing((current) => !current)}
      >
        Follow project
      </Button>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {following ? 'You get updates on this project.' : 'You are not following this project.'}
      </Text>
    </HStack>
  );
}

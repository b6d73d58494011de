import { useState } from 'react';
import { Button, HStack, Stack, Text } from 'shared-ui';
import { RatingGroup } from 'shared-ui/kits';

const VERDICTS = ['Not rated yet', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** Click, tap or use the arrow keys to pick 1 to 5 stars; the verdict is written beside them. */
export function EditableRating() {
  const [stars, setStars] = useState(0);
  return (
    <Stack gap="3">
      <RatingGroup.Root
        count={5}
        value={stars}
        onValueChange={(details) => setStars(details.value)}
        colorPalette="orange"
        size="lg"
      >
        <RatingGroup.Label>How was your onboarding?</RatingGroup.Label>
        <RatingGroup.HiddenInput />
        <HStack gap="4" wrap="wrap">
          <RatingGroup.Control>
            <RatingGroup.Items />
          </RatingGroup.Control>
          <Text as="output" textStyle="sm" fontWeight="medium" aria-live="polite">
            {stars > 0 ? `${stars} of 5 · ${VERDICTS[stars]}` : VERDICTS[0]}
          </Text>
        </HStack>
      </RatingGroup.Root>
      <Button size="xs" variant="ghost" alignSelf="flex-start" disabled={stars === 0} onClick={() => setStars(0)}>
        Clear rating
      </Button>
    </Stack>
  );
}

import { HStack, Text } from 'shared-ui';
import { RatingGroup } from 'shared-ui/kits';

interface ReadOnlyRatingProps {
  label: string;
  value: number;
  reviews: number;
}

/** A score to read, not to change: halves allowed, its number and review count written out. */
export function ReadOnlyRating({ label, value, reviews }: ReadOnlyRatingProps) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="2">
        <RatingGroup.Root
          count={5}
          value={value}
          allowHalf
          readOnly
          size="sm"
          colorPalette="orange"
          aria-label={`${label}: ${value} out of 5`}
        >
          <RatingGroup.Control>
            <RatingGroup.Items />
          </RatingGroup.Control>
        </RatingGroup.Root>
        <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {value.toFixed(1)} ({reviews})
        </Text>
      </HStack>
    </HStack>
  );
}

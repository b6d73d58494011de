import { HStack, Icon, StarIcon } from 'shared-ui';
import { PRODUCT_RATING_MAX } from 'tessera-contracts';

const STAR_POSITIONS = Array.from({ length: PRODUCT_RATING_MAX }, (_, index) => index + 1);

/** A rating as five stars, read out as "Rated 4 out of 5" (or `label`). */
export function RatingStars({ rating, size = 'sm', label }: { rating: number; size?: 'sm' | 'md'; label?: string }) {
  return (
    <HStack gap="0.5" role="img" aria-label={label ?? `Rated ${rating} out of ${PRODUCT_RATING_MAX}`}>
      {STAR_POSITIONS.map((position) => (
        <Icon key={position} size={size} color={position <= rating ? 'yellow.500' : 'fg.subtle'}>
          <StarIcon fill={position <= rating ? 'currentColor' : 'none'} />
        </Icon>
      ))}
    </HStack>
  );
}

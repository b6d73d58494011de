import { Box, HStack, Stack, Text, formatCount, plural } from 'shared-ui';
import { PRODUCT_RATING_MAX, type ReviewSummary as Summary } from 'tessera-contracts';
import { RatingStars } from './RatingStars';

/** The average of a product's reviews, their count, and a bar per number of stars (5 to 1). */
export function ReviewSummary({ summary }: { summary: Summary }) {
  if (summary.count === 0) return <Text color="fg.muted">No reviews yet. Be the first to write one.</Text>;
  return (
    <Stack gap="3" maxW="22rem">
      <HStack gap="3" align="center">
        <Text textStyle="3xl" fontWeight="bold" lineHeight="1">
          {summary.average.toFixed(1)}
        </Text>
        <Stack gap="1">
          <RatingStars
            rating={Math.round(summary.average)}
            label={`Average ${summary.average.toFixed(1)} out of ${PRODUCT_RATING_MAX}`}
          />
          <Text textStyle="sm" color="fg.muted">
            {plural(summary.count, { one: 'review', other: 'reviews' })}
          </Text>
        </Stack>
      </HStack>
      <Stack as="dl" gap="1.5">
        {summary.stars.map(({ rating, count }) => (
          <HStack key={rating} gap="2" textStyle="sm">
            <Text as="dt" w="4.5rem" flexShrink={0}>
              {rating} {rating === 1 ? 'star' : 'stars'}
            </Text>
            <Box flex="1" h="2" borderRadius="full" bg="bg.emphasized" overflow="hidden" aria-hidden>
              <Box h="full" bg="yellow.500" w={`${(count / summary.count) * 100}%`} />
            </Box>
            <Text as="dd" w="2rem" textAlign="end" color="fg.muted">
              {formatCount(count)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

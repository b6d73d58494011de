import { HStack, PageLayout, SimpleGrid, Stack, Text } from 'shared-ui';
import { HeartIcon, RatingGroup } from 'shared-ui/kits';
import { EditableRating } from './components/EditableRating';
import { KitSection } from '@kits/components/KitSection';
import { ReadOnlyRating } from './components/ReadOnlyRating';

const SIZES = ['sm', 'md', 'lg'] as const;

/** `/uikits/rating`: editable and read-only star ratings, sizes and a custom symbol. */
export default function RatingPage() {
  return (
    <PageLayout
      title="Rating"
      description="One to five stars: pick with a click, a tap or the arrow keys; read-only scores show halves."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <KitSection title="Editable" description="Focus the stars, then use the arrow keys, Home or End.">
          <EditableRating />
        </KitSection>
        <KitSection title="Read-only" description="Average scores from reviews, to one decimal.">
          <Stack gap="3">
            <ReadOnlyRating label="Ease of use" value={4.5} reviews={128} />
            <ReadOnlyRating label="Support" value={4} reviews={86} />
            <ReadOnlyRating label="Value for money" value={3.5} reviews={64} />
          </Stack>
        </KitSection>
        <KitSection title="Sizes" description="Small for tables, large for a form's main question.">
          <Stack gap="3">
            {SIZES.map((size) => (
              <HStack key={size} gap="4">
                <Text textStyle="sm" w="8" color="fg.muted">
                  {size}
                </Text>
                <RatingGroup.Root count={5} defaultValue={3} size={size} colorPalette="teal">
                  <RatingGroup.HiddenInput />
                  <RatingGroup.Control aria-label={`Rating, size ${size}`}>
                    <RatingGroup.Items />
                  </RatingGroup.Control>
                </RatingGroup.Root>
              </HStack>
            ))}
          </Stack>
        </KitSection>
        <KitSection title="Custom symbol" description="Any icon can stand in for the star.">
          <RatingGroup.Root count={5} defaultValue={4} colorPalette="red" size="lg">
            <RatingGroup.Label>How much do you like the new board?</RatingGroup.Label>
            <RatingGroup.HiddenInput />
            <RatingGroup.Control>
              <RatingGroup.Context>
                {({ items }) =>
                  items.map((index) => (
                    <RatingGroup.Item key={index} index={index}>
                      <RatingGroup.ItemIndicator icon={<HeartIcon />} />
                    </RatingGroup.Item>
                  ))
                }
              </RatingGroup.Context>
            </RatingGroup.Control>
          </RatingGroup.Root>
        </KitSection>
      </SimpleGrid>
    </PageLayout>
  );
}

import { List } from 'shared-ui/kits';
import { PageLayout, SimpleGrid, Stack, Text } from 'shared-ui';
import { CollapsibleCard } from './components/CollapsibleCard';
import { KitSection } from '@kits/components/KitSection';
import { ShowMoreText } from './components/ShowMoreText';

/** `/uikits/collapsibles`: panels that show and hide their content. */
export default function CollapsiblesPage() {
  return (
    <PageLayout
      title="Collapsibles"
      description="Content that opens under its button and closes again; each panel works on its own."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <KitSection title="Panels" description="Details kept out of the way until asked for.">
          <Stack gap="3">
            <CollapsibleCard label="Shipping details" defaultOpen>
              <Text>Orders leave our warehouse within two working days and are tracked to your door.</Text>
            </CollapsibleCard>
            <CollapsibleCard label="Return policy">
              <Text>Return anything within 30 days, unused and in its box, for a full refund.</Text>
            </CollapsibleCard>
            <CollapsibleCard label="What's in the box">
              <List.Root ps="5" gap="1">
                <List.Item>The device and its stand</List.Item>
                <List.Item>A USB-C cable</List.Item>
                <List.Item>A quick start guide</List.Item>
              </List.Root>
            </CollapsibleCard>
          </Stack>
        </KitSection>
        <KitSection title="Show more" description="A long description folded after its first paragraph.">
          <ShowMoreText />
        </KitSection>
      </SimpleGrid>
    </PageLayout>
  );
}

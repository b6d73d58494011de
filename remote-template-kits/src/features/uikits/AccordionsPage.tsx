import { PageLayout, SimpleGrid, Stack } from 'shared-ui';
import { BILLING_FAQ, SETUP_STEPS } from './components/accordion-content';
import { FaqAccordion } from './components/FaqAccordion';
import { KitSection } from '@kits/components/KitSection';

/** `/uikits/accordions`: one-at-a-time and several-at-once accordions, in Chakra's four looks. */
export default function AccordionsPage() {
  return (
    <PageLayout
      title="Accordions"
      description="Stacked sections that open to their content: one at a time, or as many as the reader wants."
    >
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <KitSection title="One open at a time" description="Opening a question closes the one before.">
            <FaqAccordion entries={BILLING_FAQ} defaultOpen={['item-0']} />
          </KitSection>
          <KitSection title="Several open" description="Each step opens and closes on its own.">
            <FaqAccordion entries={SETUP_STEPS} multiple variant="enclosed" />
          </KitSection>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <KitSection title="Subtle" description="A tinted panel behind the open item.">
            <FaqAccordion entries={BILLING_FAQ} variant="subtle" />
          </KitSection>
          <KitSection title="Plain" description="No borders, for use inside a card.">
            <FaqAccordion entries={SETUP_STEPS} variant="plain" />
          </KitSection>
        </SimpleGrid>
      </Stack>
    </PageLayout>
  );
}

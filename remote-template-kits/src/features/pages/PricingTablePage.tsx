import { useState } from 'react';
import {
  InlineAlert,
  PageLayout,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Text,
  Flex,
  formatCurrency,
  formatPercent,
} from 'shared-ui';
import { PLAN_CURRENCY, PLANS, type Billing } from './content/plans';
import { PlanCard } from './components/PlanCard';
import { bestYearlySaving, priceFor } from './model/pricing';

const BILLING_OPTIONS: ReadonlyArray<{ value: Billing; label: string }> = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** `/pages/pricing-table`: sample plans with a monthly/yearly switch; choosing a plan marks it chosen. */
export default function PricingTablePage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = PLANS.find((plan) => plan.id === chosenId);
  const chosenPrice = chosen ? priceFor(chosen, billing) : 0;

  return (
    <PageLayout title="Pricing" description="Plans per user, billed monthly or yearly.">
      <Flex align="center" gap="3" wrap="wrap">
        <SegmentGroup.Root
          aria-label="Billing period"
          value={billing}
          onValueChange={(details) => {
            const next = BILLING_OPTIONS.find((option) => option.value === details.value);
            if (next) setBilling(next.value);
          }}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[...BILLING_OPTIONS]} />
        </SegmentGroup.Root>
        <Text textStyle="sm" color="fg.muted">
          Save up to {formatPercent(bestYearlySaving(PLANS))} with yearly billing.
        </Text>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            chosen={plan.id === chosenId}
            onChoose={() => setChosenId(plan.id)}
          />
        ))}
      </SimpleGrid>
      {chosen && (
        <InlineAlert status="success" title={`${chosen.name} chosen`}>
          <Stack gap="1">
            <Text>
              {chosenPrice === 0
                ? `${chosen.name} is free.`
                : `${formatCurrency(chosenPrice, PLAN_CURRENCY)} per user, billed ${billing}.`}
            </Text>
            <Text>
              This template page records the choice on screen only; connect the button to your billing to charge for it.
            </Text>
          </Stack>
        </InlineAlert>
      )}
    </PageLayout>
  );
}

import {
  BRAND,
  Badge,
  Button,
  Card,
  CircleCheckIcon,
  Flex,
  Heading,
  HStack,
  Stack,
  Text,
  formatCurrency,
  formatPercent,
} from 'shared-ui';
import { PLAN_CURRENCY, type Billing, type Plan } from '../content/plans';
import { priceFor, yearlySaving } from '../model/pricing';

interface PlanCardProps {
  plan: Plan;
  billing: Billing;
  chosen: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, billing, chosen, onChoose }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  const saving = yearlySaving(plan);
  const price = priceFor(plan, billing);
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      borderWidth={chosen || plan.recommended ? '2px' : '1px'}
      borderColor={chosen ? 'colorPalette.solid' : plan.recommended ? 'colorPalette.muted' : 'border'}
      colorPalette={BRAND}
    >
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="lg" id={headingId}>
            {plan.name}
          </Heading>
          {chosen ? (
            <Badge colorPalette="green">Chosen</Badge>
          ) : (
            plan.recommended && <Badge colorPalette={BRAND}>Most popular</Badge>
          )}
        </Flex>
        <Text color="fg.muted" textStyle="sm">
          {plan.audience}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="1">
            <HStack align="baseline" gap="1" wrap="wrap">
              <Text textStyle="4xl" fontWeight="bold" data-testid="plan-price">
                {price === 0 ? 'Free' : formatCurrency(price, PLAN_CURRENCY)}
              </Text>
              {price > 0 && (
                <Text color="fg.muted" textStyle="sm">
                  per user / {billing === 'yearly' ? 'year' : 'month'}
                </Text>
              )}
            </HStack>
            <Text textStyle="sm" color={billing === 'yearly' && saving > 0 ? 'fg.success' : 'fg.muted'}>
              {saving === 0
                ? 'No card needed.'
                : billing === 'yearly'
                  ? `You save ${formatPercent(saving)} against monthly billing.`
                  : `Save ${formatPercent(saving)} by paying yearly.`}
            </Text>
          </Stack>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={`${plan.name} includes`}>
            {plan.features.map((feature) => (
              <HStack as="li" key={feature} gap="2" align="flex-start">
                <CircleCheckIcon size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                <Text textStyle="sm">{feature}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button
          w="full"
          variant={chosen ? 'subtle' : plan.recommended ? 'solid' : 'outline'}
          aria-pressed={chosen}
          onClick={onChoose}
        >
          {chosen ? `${plan.name} chosen` : `Choose ${plan.name}`}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

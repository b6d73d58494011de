import type { Billing, Plan } from '../content/plans';

/** What a user pays per billing period: a month, or a year paid at once. */
export function priceFor(plan: Plan, billing: Billing): number {
  return billing === 'yearly' ? plan.pricePerYear : plan.pricePerMonth;
}

/** The share saved by paying yearly rather than twelve months (0..1, whole percent); 0 for a free plan. */
export function yearlySaving(plan: Plan): number {
  const twelveMonths = plan.pricePerMonth * 12;
  if (twelveMonths <= 0) return 0;
  return Math.max(0, Math.round(((twelveMonths - plan.pricePerYear) / twelveMonths) * 100) / 100);
}

/** The largest saving of any plan, for the billing switch's note. */
export function bestYearlySaving(plans: readonly Plan[]): number {
  return plans.reduce((best, plan) => Math.max(best, yearlySaving(plan)), 0);
}

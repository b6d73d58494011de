import type { Plan } from '../content/plans';
import { bestYearlySaving, priceFor, yearlySaving } from './pricing';

const plan = (pricePerMonth: number, pricePerYear: number): Plan => ({
  id: `p${pricePerMonth}`,
  name: 'Plan',
  audience: '',
  pricePerMonth,
  pricePerYear,
  features: [],
});

test('the price of the chosen billing period', () => {
  expect(priceFor(plan(12, 120), 'monthly')).toBe(12);
  expect(priceFor(plan(12, 120), 'yearly')).toBe(120);
});

test('the yearly saving, as a whole percent of twelve months', () => {
  expect(yearlySaving(plan(12, 120))).toBe(0.17);
  expect(yearlySaving(plan(10, 96))).toBe(0.2);
  expect(yearlySaving(plan(0, 0))).toBe(0);
  // A yearly price above twelve months saves nothing rather than a negative amount.
  expect(yearlySaving(plan(10, 130))).toBe(0);
});

test('the best saving of a list of plans', () => {
  expect(bestYearlySaving([plan(0, 0), plan(12, 120), plan(10, 96)])).toBe(0.2);
  expect(bestYearlySaving([])).toBe(0);
});

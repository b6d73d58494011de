// The pricing table's sample plans: a template's example of what a project tool could charge, per user.

export type Billing = 'monthly' | 'yearly';

export interface Plan {
  id: string;
  name: string;
  /** Who the plan is for, in one line. */
  audience: string;
  /** Per user, in USD. */
  pricePerMonth: number;
  /** Per user, in USD, for a year paid at once. */
  pricePerYear: number;
  features: string[];
  /** The plan the table draws attention to. */
  recommended?: boolean;
}

export const PLAN_CURRENCY = 'USD';

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    audience: 'One person organising their own work.',
    pricePerMonth: 0,
    pricePerYear: 0,
    features: ['1 space and 3 projects', 'Task list and kanban board', 'Light and dark mode'],
  },
  {
    id: 'team',
    name: 'Team',
    audience: 'A team sharing projects and boards.',
    pricePerMonth: 12,
    pricePerYear: 120,
    features: ['Unlimited spaces and projects', 'Custom statuses per project', 'Roles: admin, editor, guest'],
    recommended: true,
  },
  {
    id: 'business',
    name: 'Business',
    audience: 'Several teams, with reporting.',
    pricePerMonth: 24,
    pricePerYear: 240,
    features: ['Everything in Team', 'Delivery dashboards', 'Your own Frappe site as the backend'],
  },
];

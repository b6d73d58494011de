// The four steps, in order, and how each is written in the URL's hash (`#step-2`).

export const WIZARD_STEPS = [
  { number: 1, label: 'Name' },
  { number: 2, label: 'Color' },
  { number: 3, label: 'Statuses' },
  { number: 4, label: 'Summary' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]['number'];

export const FIRST_STEP: WizardStep = 1;
export const LAST_STEP: WizardStep = 4;

export const stepHash = (step: WizardStep) => `#step-${step}`;

/** The step a hash names, or null when it names none. */
export function stepFromHash(hash: string): WizardStep | null {
  const match = /^#step-([1-4])$/.exec(hash);
  return match ? (Number(match[1]) as WizardStep) : null;
}

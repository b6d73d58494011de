import { ValidationError } from 'yup';
import { WIZARD_INITIAL, WIZARD_STEPS, wizardSchema, type WizardValues } from './wizard-steps';

const COMPLETE: WizardValues = {
  email: 'ana@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  fullName: 'Ana Silva',
  company: '',
  country: 'PT',
  plan: 'team',
  seats: '5',
  terms: true,
};

/** Each field's first message, as formik shows it, in the order of the fields. */
const stepErrors = (index: number, values: WizardValues): string[] => {
  const step = WIZARD_STEPS[index];
  if (!step) throw new Error(`no step ${index}`);
  try {
    step.schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const first = new Map<string, string>();
    for (const inner of error.inner) if (inner.path && !first.has(inner.path)) first.set(inner.path, inner.message);
    return [...first.values()];
  }
};

test('each step checks only its own fields', () => {
  expect(stepErrors(0, WIZARD_INITIAL)).toEqual(['email is required', 'Password is required', 'Repeat the password']);
  expect(
    stepErrors(0, { ...WIZARD_INITIAL, email: 'a@b.co', password: 'long-enough', confirmPassword: 'other' }),
  ).toEqual(['The passwords do not match']);
  expect(stepErrors(1, { ...COMPLETE, fullName: '', country: '' })).toEqual([
    'Full name is required',
    'select any option',
  ]);
  expect(stepErrors(2, { ...COMPLETE, seats: '51' })).toEqual(['From 1 to 50 seats']);
  expect(stepErrors(2, { ...COMPLETE, seats: '2.5' })).toEqual(['Enter a whole number']);
  expect(stepErrors(3, { ...COMPLETE, terms: false })).toEqual(['Required']);
});

test('every field a step names is checked by that step, and a complete form passes them all', () => {
  for (const step of WIZARD_STEPS) {
    expect(Object.keys(step.schema.fields).sort()).toEqual([...step.fields].sort());
  }
  expect(wizardSchema.isValidSync(COMPLETE)).toBe(true);
});

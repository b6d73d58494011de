import { useEffect, useRef, useState } from 'react';
import { Button, HStack, Heading, InlineAlert, PageLayout, Stack, Text, plural } from 'shared-ui';
import { CheckboxField, Form, Formik, SelectField, TextField, type FormikProps } from 'shared-ui/forms';
import { FormCard } from './components/FormCard';
import { RadioGroupField } from './components/RadioGroupField';
import { SubmitSuccess, type SubmittedEntry } from './components/SubmitSuccess';
import { WizardReview, reviewEntries } from './components/WizardReview';
import { WizardStepper } from './components/WizardStepper';
import {
  COUNTRY_OPTIONS,
  MAX_SEATS,
  PLAN_OPTIONS,
  WIZARD_INITIAL,
  WIZARD_STEPS,
  wizardSchema,
  type WizardValues,
} from './model/wizard-steps';

const LAST = WIZARD_STEPS.length - 1;

function StepFields({ index, values }: { index: number; values: WizardValues }) {
  switch (index) {
    case 0:
      return (
        <>
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText="At least 8 characters."
            required
          />
          <TextField
            name="confirmPassword"
            label="Repeat the password"
            type="password"
            autoComplete="new-password"
            required
          />
        </>
      );
    case 1:
      return (
        <>
          <TextField name="fullName" label="Full name" autoComplete="name" required />
          <TextField name="company" label="Company" autoComplete="organization" helperText="Optional." />
          <SelectField
            name="country"
            label="Country"
            placeholder="Choose a country"
            options={COUNTRY_OPTIONS}
            required
          />
        </>
      );
    case 2:
      return (
        <>
          <RadioGroupField name="plan" label="Plan" options={PLAN_OPTIONS} required />
          <TextField name="seats" label="Seats" type="number" helperText={`From 1 to ${MAX_SEATS}.`} required />
        </>
      );
    default:
      return (
        <>
          <WizardReview values={values} />
          <CheckboxField name="terms" label="I accept the terms of service" />
        </>
      );
  }
}

/** `/forms/forms-wizard`: a sign-up in four steps; Next checks the step first and says what stops it. */
export default function FormsWizardPage() {
  const [current, setCurrent] = useState(0);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [sent, setSent] = useState<SubmittedEntry[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const step = WIZARD_STEPS[current] ?? WIZARD_STEPS[0]!;

  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [current]);

  function goTo(index: number) {
    movedRef.current = true;
    setBlocked(null);
    setCurrent(index);
  }

  async function next(formik: FormikProps<WizardValues>) {
    const errors = await formik.validateForm();
    const wrong = step.fields.filter((field) => errors[field]);
    if (wrong.length > 0) {
      await formik.setTouched(Object.fromEntries(step.fields.map((field) => [field, true])), false);
      setBlocked(
        `${plural(wrong.length, { one: 'field needs', other: 'fields need' })} your attention before the next step.`,
      );
      return;
    }
    await formik.setTouched({}, false);
    goTo(current + 1);
  }

  function startOver() {
    setSent(null);
    movedRef.current = false;
    setCurrent(0);
  }

  return (
    <PageLayout
      title="Forms wizard"
      description="A sign-up in four steps. Each step is checked before the next one opens."
      contentMaxW="3xl"
    >
      <FormCard title="Create a workspace">
        {sent ? (
          <SubmitSuccess entries={sent} onReset={startOver} />
        ) : (
          <Formik<WizardValues>
            initialValues={WIZARD_INITIAL}
            validationSchema={current === LAST ? wizardSchema : step.schema}
            onSubmit={async (values, helpers) => {
              // Enter in a field of an earlier step sends the form: it moves on, as Next does.
              if (current < LAST) {
                await helpers.setTouched({}, false);
                goTo(current + 1);
              } else setSent(reviewEntries(values));
            }}
          >
            {(formik) => (
              <Form noValidate aria-label="Create a workspace">
                <Stack gap="5">
                  <WizardStepper steps={WIZARD_STEPS} current={current} />
                  <Stack gap="1">
                    <Heading as="h3" size="sm" ref={headingRef} tabIndex={-1} outline="none">
                      Step {current + 1} of {WIZARD_STEPS.length}: {step.title}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      {step.description}
                    </Text>
                  </Stack>
                  {blocked && (
                    <InlineAlert status="error" title="This step is not complete">
                      {blocked}
                    </InlineAlert>
                  )}
                  <Stack gap="4">
                    <StepFields index={current} values={formik.values} />
                  </Stack>
                  <HStack justify="space-between" wrap="wrap" gap="3">
                    <Button variant="outline" disabled={current === 0} onClick={() => goTo(current - 1)}>
                      Back
                    </Button>
                    {current < LAST ? (
                      <Button type="button" onClick={() => void next(formik)}>
                        Next
                      </Button>
                    ) : (
                      <Button type="submit" loading={formik.isSubmitting}>
                        Submit
                      </Button>
                    )}
                  </HStack>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </FormCard>
    </PageLayout>
  );
}

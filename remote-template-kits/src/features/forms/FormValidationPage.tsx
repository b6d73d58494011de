import { PageLayout, SimpleGrid, Stack } from 'shared-ui';
import { CheckboxField, SelectField, TextField, type SelectOption } from 'shared-ui/forms';
import { DemoForm } from './components/DemoForm';
import { RadioGroupField } from './components/RadioGroupField';
import type { SubmittedEntry } from './components/SubmitSuccess';
import { SwitchField } from './components/SwitchField';
import { VALIDATION_FORM_INITIAL, validationFormSchema, type ValidationFormValues } from './model/validation-schema';

const PHONE_OPTIONS: SelectOption[] = [
  { value: 'mobile', label: 'Mobile' },
  { value: 'home', label: 'Home' },
  { value: 'work', label: 'Work' },
];

const DEPARTMENT_OPTIONS: SelectOption[] = [
  { value: 'engineering', label: 'Engineering' },
  { value: 'design', label: 'Design' },
  { value: 'sales', label: 'Sales' },
  { value: 'support', label: 'Support' },
];

const labelOf = (options: SelectOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

function sentEntries(values: ValidationFormValues): SubmittedEntry[] {
  const digits = values.cardNumber.replace(/\s/g, '');
  return [
    { label: 'Name', value: `${values.firstName.trim()} ${values.lastName.trim()}` },
    { label: 'Phone', value: labelOf(PHONE_OPTIONS, values.phone) },
    { label: 'Department', value: labelOf(DEPARTMENT_OPTIONS, values.select) },
    { label: 'Birthday', value: values.birthDay },
    { label: 'Card', value: `ending in ${digits.slice(-4)}` },
    { label: 'Email', value: values.email.trim() },
  ];
}

/** `/forms/form-validation`: the template's demo form; each field says what is wrong once left, or on submit. */
export default function FormValidationPage() {
  return (
    <PageLayout
      title="Form validation"
      description="Every field is required. A message appears when you leave a field, and for all of them when you submit."
      contentMaxW="4xl"
    >
      <DemoForm
        title="Validation form"
        description="Formik keeps the values, yup checks them."
        initialValues={VALIDATION_FORM_INITIAL}
        validationSchema={validationFormSchema}
        sentEntries={sentEntries}
        submitLabel="Submit"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="firstName" label="First name" autoComplete="given-name" required />
          <TextField name="lastName" label="Last name" autoComplete="family-name" required />
          <RadioGroupField name="phone" label="Phone" options={PHONE_OPTIONS} required />
          <SelectField
            name="select"
            label="Department"
            placeholder="Select an option"
            options={DEPARTMENT_OPTIONS}
            required
          />
          <TextField name="birthDay" label="Birthday" type="date" autoComplete="bday" required />
          <TextField
            name="cardNumber"
            label="Card number"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            helperText="16 digits."
            required
          />
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
        </SimpleGrid>
        <Stack gap="3">
          <CheckboxField name="checkbox1" label="I have read the privacy policy" />
          <CheckboxField name="checkbox2" label="I accept the terms of service" />
          <SwitchField name="switch" label="I confirm these details are correct" />
        </Stack>
      </DemoForm>
    </PageLayout>
  );
}

import { PageLayout } from 'shared-ui';
import { CheckboxField, SelectField, TextField, TextareaField } from 'shared-ui/forms';
import { DemoForm } from './components/DemoForm';
import type { SubmittedEntry } from './components/SubmitSuccess';
import { BASIC_FORM_INITIAL, ROLE_OPTIONS, basicFormSchema, type BasicFormValues } from './model/basic-form';

function sentEntries(values: BasicFormValues): SubmittedEntry[] {
  return [
    { label: 'Full name', value: values.fullName.trim() },
    { label: 'Email', value: values.email.trim() },
    { label: 'Role', value: ROLE_OPTIONS.find((option) => option.value === values.role)?.label ?? '' },
    { label: 'About you', value: values.about.trim() },
  ];
}

/** `/forms/basic`: one stacked form, each label above its field, checked when sent. */
export default function BasicFormPage() {
  return (
    <PageLayout
      title="Basic form"
      description="The everyday form: labels above their fields, help where it is needed, errors once a field was left."
      contentMaxW="3xl"
    >
      <DemoForm
        title="Create an account"
        description="Every field but “About you” is required."
        initialValues={BASIC_FORM_INITIAL}
        validationSchema={basicFormSchema}
        sentEntries={sentEntries}
        submitLabel="Create account"
      >
        <TextField name="fullName" label="Full name" autoComplete="name" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText="At least 8 characters."
          required
        />
        <SelectField name="role" label="Role" placeholder="Choose a role" options={ROLE_OPTIONS} required />
        <TextareaField name="about" label="About you" helperText="Up to 280 characters." />
        <CheckboxField name="terms" label="I agree to the terms of use" />
      </DemoForm>
    </PageLayout>
  );
}

import { useState } from 'react';
import { Button, Fieldset, InlineAlert, PageLayout, SimpleGrid, Stack, VisuallyHidden } from 'shared-ui';
import { CheckboxField, Form, Formik, SelectField, TextField, TextareaField } from 'shared-ui/forms';
import { FormCard } from './components/FormCard';
import { DemoForm } from './components/DemoForm';
import {
  TIME_ZONE_OPTIONS,
  contactPreferencesSchema,
  profileSettingsSchema,
  subscribeSchema,
} from './model/layout-forms';

/** Labels beside their fields from tablet width; above them on a phone. */
const BESIDE = { base: 'vertical', md: 'horizontal' } as const;

function HorizontalForm() {
  return (
    <DemoForm
      title="Horizontal labels"
      description="From tablet width the labels stand beside their fields; on a phone they move above."
      initialValues={{ displayName: '', email: '', timeZone: '', bio: '' }}
      validationSchema={profileSettingsSchema}
      sentEntries={(values) => [
        { label: 'Display name', value: values.displayName.trim() },
        { label: 'Email', value: values.email.trim() },
        { label: 'Time zone', value: TIME_ZONE_OPTIONS.find((zone) => zone.value === values.timeZone)?.label ?? '' },
        { label: 'Bio', value: values.bio.trim() },
      ]}
      submitLabel="Save profile"
    >
      <TextField name="displayName" label="Display name" orientation={BESIDE} required />
      <TextField name="email" label="Email" type="email" autoComplete="email" orientation={BESIDE} required />
      <SelectField
        name="timeZone"
        label="Time zone"
        placeholder="Choose a time zone"
        options={TIME_ZONE_OPTIONS}
        orientation={BESIDE}
        required
      />
      <TextareaField name="bio" label="Bio" rows={3} helperText="Up to 160 characters." orientation={BESIDE} />
    </DemoForm>
  );
}

function InlineForm() {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  if (subscribed) {
    return (
      <InlineAlert status="success" title="Action completed successfully!" onDismiss={() => setSubscribed(null)}>
        {subscribed} will get the next issue.
      </InlineAlert>
    );
  }
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={subscribeSchema}
      onSubmit={(values) => setSubscribed(values.email.trim())}
    >
      <Form noValidate aria-label="Subscribe to the newsletter">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          <Stack flex="1">
            <TextField
              name="email"
              label={<VisuallyHidden>Email for the newsletter</VisuallyHidden>}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
            />
          </Stack>
          <Button type="submit">Subscribe</Button>
        </Stack>
      </Form>
    </Formik>
  );
}

function FieldsetForm() {
  return (
    <DemoForm
      title="Fieldsets"
      description="Related fields grouped under a legend."
      initialValues={{ phone: '', contactEmail: true, contactSms: false, weeklyDigest: false }}
      validationSchema={contactPreferencesSchema}
      sentEntries={(values) => {
        const channels = [values.contactEmail && 'Email', values.contactSms && 'SMS'].filter(Boolean).join(', ');
        return [
          { label: 'Phone', value: values.phone.trim() },
          { label: 'Contact by', value: channels || 'Nothing' },
          { label: 'Weekly digest', value: values.weeklyDigest ? 'Yes' : 'No' },
        ];
      }}
      submitLabel="Save preferences"
    >
      <Fieldset.Root>
        <Fieldset.Legend>Contact details</Fieldset.Legend>
        <Fieldset.HelperText>Where the team can reach you about your account.</Fieldset.HelperText>
        <Fieldset.Content>
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>Notifications</Fieldset.Legend>
        <Fieldset.HelperText>Choose how updates reach you.</Fieldset.HelperText>
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
            <CheckboxField name="contactEmail" label="By email" />
            <CheckboxField name="contactSms" label="By SMS" />
            <CheckboxField name="weeklyDigest" label="A weekly digest" />
          </SimpleGrid>
        </Fieldset.Content>
      </Fieldset.Root>
    </DemoForm>
  );
}

/** `/forms/layouts`: the same fields laid out three ways: labels beside, one inline row, grouped in fieldsets. */
export default function LayoutsPage() {
  return (
    <PageLayout
      title="Form layouts"
      description="Labels beside their fields, a one-line form, and fields grouped under a legend."
      contentMaxW="5xl"
    >
      <Stack gap="6">
        <HorizontalForm />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <FormCard title="Inline form" description="One field and its button on one line.">
            <InlineForm />
          </FormCard>
          <FieldsetForm />
        </SimpleGrid>
      </Stack>
    </PageLayout>
  );
}

import { useState } from 'react';
import { Button, HStack, InlineAlert, SimpleGrid, Stack } from 'shared-ui';
import { CheckboxField, Form, Formik, SelectField, TextField } from 'shared-ui/forms';
import { CONTACT_GENDERS, type Contact } from 'tessera-contracts';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { contactFieldsFrom, contactFormValues, contactSchema, GENDER_LABELS } from '../model/contact-form';

interface ContactFormProps {
  /** The contact to edit; without one the form creates a contact. */
  contact?: Contact;
  onCancel: () => void;
  onSaved: (contact: Contact) => void;
}

const GENDER_OPTIONS = CONTACT_GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

/** Creates or edits a contact; a refused save keeps what the user typed and says why. */
export function ContactForm({ contact, onCancel, onSaved }: ContactFormProps) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Formik
      initialValues={contactFormValues(contact)}
      validationSchema={contactSchema}
      onSubmit={async (values) => {
        setFailure(null);
        const fields = contactFieldsFrom(values, contact?.imgUrl ?? '');
        const result = contact ? await update(contact, fields) : await create(fields);
        if (result.ok) onSaved(result.contact);
        else setFailure(result.message);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={contact ? `Edit ${contact.name}` : 'New contact'}>
          <Stack gap="4">
            {failure && (
              <InlineAlert status="error" onDismiss={() => setFailure(null)}>
                {failure}
              </InlineAlert>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="name" label="Name" required autoComplete="off" />
              <TextField name="email" label="Email" type="email" required autoComplete="off" />
              <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
              <TextField name="company" label="Company" autoComplete="off" />
              <TextField name="age" label="Age" required autoComplete="off" />
              <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} />
              <TextField name="balance" label="Balance" required helperText="0 or more, up to 2 decimals" />
              <TextField name="address" label="Address" autoComplete="off" />
            </SimpleGrid>
            <CheckboxField name="isActive" label="Active" />
            <HStack justify="flex-end" gap="3">
              <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {contact ? 'Save changes' : 'Create contact'}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

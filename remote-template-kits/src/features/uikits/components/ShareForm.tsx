import { Button, FieldFrame, HStack, Input, toaster } from 'shared-ui';
import { Form, Formik, FormFocus, useField } from 'shared-ui/forms';
import { shareSchema, type ShareValues } from '../model/share-form';

/** The address beside its Send button, as one field; Send is offered once something is typed. */
function EmailField() {
  const [field, meta] = useField<string>('email');
  return (
    <FieldFrame label="Or send it to" errorText={meta.touched ? meta.error : undefined}>
      <HStack gap="2" w="full">
        <Input {...field} size="sm" type="email" placeholder="name@company.com" />
        <Button size="sm" type="submit" disabled={field.value.trim() === ''} flexShrink={0}>
          Send
        </Button>
      </HStack>
    </FieldFrame>
  );
}

export interface ShareFormProps {
  /** Called once the link was sent (the popover then closes). */
  onSent: () => void;
}

/** The share popover's form: the project's link sent to an email address, checked first. */
export function ShareForm({ onSent }: ShareFormProps) {
  return (
    <Formik<ShareValues>
      initialValues={{ email: '' }}
      validationSchema={shareSchema}
      validateOnBlur={false}
      onSubmit={({ email }, { resetForm }) => {
        toaster.create({ type: 'success', title: `Link sent to ${email.trim()}` });
        resetForm();
        onSent();
      }}
    >
      <Form noValidate>
        <FormFocus />
        <EmailField />
      </Form>
    </Formik>
  );
}

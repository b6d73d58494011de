import { useState, type ReactNode } from 'react';
import { Button, Stack } from 'shared-ui';
import { Form, Formik } from 'shared-ui/forms';
import type { AnyObjectSchema } from 'yup';
import { FormCard } from './FormCard';
import { SubmitSuccess, type SubmittedEntry } from './SubmitSuccess';

interface DemoFormProps<Values extends object> {
  /** The card's heading, and the form's accessible name. */
  title: string;
  description?: ReactNode;
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** What the confirmation lists once the form was sent. */
  sentEntries: (values: Values) => SubmittedEntry[];
  submitLabel: string;
  /** The fields; a function when they depend on the values (a part shown only when a box is ticked). */
  children: ReactNode | ((values: Values) => ReactNode);
}

/** A demo form in its card: checked by its schema, and once sent, the confirmation with what it received. */
export function DemoForm<Values extends object>({
  title,
  description,
  initialValues,
  validationSchema,
  sentEntries,
  submitLabel,
  children,
}: DemoFormProps<Values>) {
  const [sent, setSent] = useState<SubmittedEntry[] | null>(null);
  return (
    <FormCard title={title} description={description}>
      {sent ? (
        <SubmitSuccess entries={sent} onReset={() => setSent(null)} />
      ) : (
        <Formik<Values>
          initialValues={initialValues}
          validationSchema={validationSchema}
          onSubmit={(values) => setSent(sentEntries(values))}
        >
          {({ values }) => (
            <Form noValidate aria-label={title}>
              <Stack gap="5">
                {typeof children === 'function' ? children(values) : children}
                <Button type="submit" alignSelf="start">
                  {submitLabel}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </FormCard>
  );
}

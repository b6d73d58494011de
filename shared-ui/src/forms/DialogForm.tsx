// The frame of a dialog's form, under the dialog's heading: the fields in Dialog.Body, then Cancel and the submit
// button in Dialog.Footer. The rules are checked on submit, then as the user corrects (not on blur, which would
// move the submit button as a press on it begins); the keyboard goes where FormFocus says. While the form is
// sent, its submit button shows it and cannot be pressed again; a refusal is shown above the fields, readable,
// and the user's input stays.
import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { InlineAlert } from '../blocks/InlineAlert';
import { FormFocus } from './FormFocus';

/** What sending the form came to: nothing to say (the dialog closes itself), or why it was refused. */
export type DialogFormOutcome = void | { refused: string };

export interface DialogFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema?: FormikConfig<Values>['validationSchema'];
  /** Sends the values; resolves to `{ refused }` with a readable reason when the server refused them. */
  onSubmit: (values: Values) => Promise<DialogFormOutcome>;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's words while the form is sent. */
  submittingLabel?: string;
  /** The title of the message shown when the server refused the form. */
  refusedTitle?: string;
  /** Whether the submit button is offered for these values (e.g. nothing changed yet). */
  canSubmit?: (values: Values) => boolean;
  /** Shows the dialog's close button (×) in the corner. */
  closeButton?: boolean;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
}

export function DialogForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  onCancel,
  submitLabel,
  submittingLabel,
  refusedTitle,
  canSubmit,
  closeButton = false,
  children,
}: DialogFormProps<Values>) {
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: Values) {
    setRefusal(null);
    const outcome = await onSubmit(values);
    if (outcome) setRefusal(outcome.refused);
  }

  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {(form) => (
        <Form noValidate>
          <FormFocus />
          <Dialog.Body>
            <Stack gap={4}>
              {refusal !== null && (
                <InlineAlert status="error" title={refusedTitle}>
                  {refusal}
                </InlineAlert>
              )}
              {typeof children === 'function' ? children(form) : children}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={canSubmit ? !canSubmit(form.values) : false}
              loading={form.isSubmitting}
              loadingText={submittingLabel}
            >
              {submitLabel}
            </Button>
          </Dialog.Footer>
          {closeButton && (
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          )}
        </Form>
      )}
    </Formik>
  );
}

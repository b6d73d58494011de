import { Button, CloseButton, Dialog } from 'shared-ui';
import { Form, Formik, FormFocus, TextField } from 'shared-ui/forms';
import { SCRUM_TITLE_MAX } from 'tessera-contracts';
import { titleSchema, type TitleValues } from '../model/title-form';

export interface TitleFormProps {
  label: string;
  initial: string;
  submitLabel: string;
  /** Resolves to whether it was saved (the dialog then closes). */
  onSubmit: (title: string) => Promise<boolean>;
  onClose: () => void;
}

/** The title dialog's form, under its heading: one title, checked, then saved trimmed. */
export function TitleForm({ label, initial, submitLabel, onSubmit, onClose }: TitleFormProps) {
  return (
    <Formik<TitleValues>
      initialValues={{ title: initial }}
      validationSchema={titleSchema}
      validateOnBlur={false}
      onSubmit={async ({ title }, helpers) => {
        if (await onSubmit(title.trim())) onClose();
        else helpers.setFieldError('title', "Couldn't save it: see the message on the page.");
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <FormFocus />
          <Dialog.Body>
            <TextField name="title" label={label} maxLength={SCRUM_TITLE_MAX} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="blue" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        </Form>
      )}
    </Formik>
  );
}

import { DialogForm, TextField } from 'shared-ui/forms';
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
    <DialogForm<TitleValues>
      initialValues={{ title: initial }}
      validationSchema={titleSchema}
      onSubmit={async ({ title }) => {
        if (!(await onSubmit(title.trim()))) return { refused: "Couldn't save it: see the message on the page." };
        onClose();
      }}
      onCancel={onClose}
      submitLabel={submitLabel}
      closeButton
    >
      <TextField name="title" label={label} maxLength={SCRUM_TITLE_MAX} />
    </DialogForm>
  );
}

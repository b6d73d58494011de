import { Dialog } from 'shared-ui';
import { DialogForm, TextField } from 'shared-ui/forms';
import type { PromptRequest } from '../hooks/use-sweet-alert';
import { promptSchema, type PromptValues } from '../model/prompt-rules';

export interface PromptFormProps {
  request: PromptRequest;
  /** The answer, trimmed, once it meets the request's rule; null when cancelled. */
  onAnswer: (answer: string | null) => void;
}

/** A prompt's form, under the dialog's heading: its question, one field, Cancel and the confirm button. */
export function PromptForm({ request, onAnswer }: PromptFormProps) {
  return (
    <DialogForm<PromptValues>
      initialValues={{ answer: request.initialValue ?? '' }}
      validationSchema={promptSchema(request.rule)}
      onSubmit={async ({ answer }) => onAnswer(answer.trim())}
      onCancel={() => onAnswer(null)}
      submitLabel={request.confirmLabel}
    >
      <Dialog.Description>{request.text}</Dialog.Description>
      <TextField name="answer" label={request.label} />
    </DialogForm>
  );
}

import { useState } from 'react';
import { readableError } from 'shared-auth';
import { Button, CloseButton, Dialog, InlineAlert, ModalFrame, Stack } from 'shared-ui';
import { Form, Formik, SelectField, TextareaField, TextField } from 'shared-ui/forms';
import type { NewInboxMessage } from 'tessera-contracts';
import { useRecipients } from '../api/list-recipients';
import type { SendResult } from '../api/send-message';
import { composeSchema, EMPTY_DRAFT, newMessageOf, type ComposeDraft } from '../model/compose-form';
import { personLine } from '../model/message-text';

interface ComposeDialogProps {
  onSend: (message: NewInboxMessage) => Promise<SendResult>;
  /** After the server took the message; `to` is the recipient as the form listed them. */
  onSent: (message: NewInboxMessage, to: string) => void;
  onClose: () => void;
}

/** A new message to another user: To (the users one can write to), Subject and the text. */
export function ComposeDialog({ onSend, onSent, onClose }: ComposeDialogProps) {
  const recipients = useRecipients();
  const [problem, setProblem] = useState<string | null>(null);
  const options = (recipients.data ?? []).map((person) => ({ value: person.email, label: personLine(person) }));

  const submit = async (draft: ComposeDraft) => {
    setProblem(null);
    const message = newMessageOf(draft);
    const result = await onSend(message);
    if (!result.ok) {
      setProblem(`Couldn't send it. ${result.message}`);
      return;
    }
    const to = recipients.data?.find((person) => person.email === message.to)?.name ?? message.to;
    onSent(message, to);
    onClose();
  };

  return (
    <ModalFrame open onClose={onClose} size="lg">
      {/* Not checked on blur: an error appearing as a field loses focus to a press on Send would move Send away
          before the press ends, and the press would do nothing. Checked on submit, then as the user corrects. */}
      <Formik<ComposeDraft>
        initialValues={EMPTY_DRAFT}
        validationSchema={composeSchema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="New message">
            <Dialog.Header>
              <Dialog.Title>New message</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {problem && <InlineAlert status="error">{problem}</InlineAlert>}
                {recipients.isError && (
                  <InlineAlert
                    status="error"
                    action={
                      <Button size="sm" variant="outline" onClick={() => void recipients.refetch()}>
                        Retry
                      </Button>
                    }
                  >
                    {`Couldn't load who you can write to. ${readableError(recipients.error)}`}
                  </InlineAlert>
                )}
                <SelectField
                  name="to"
                  label="To"
                  required
                  disabled={!recipients.data}
                  placeholder={recipients.isPending ? 'Loading…' : 'Choose a recipient'}
                  options={options}
                />
                <TextField name="subject" label="Subject" required />
                <TextareaField name="message" label="Message" rows={8} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Send
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Form>
        )}
      </Formik>
    </ModalFrame>
  );
}

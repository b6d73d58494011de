import { useState, type FormEvent } from 'react';
import { Box, Button, CloseButton, Dialog, FieldFrame, Input, ModalFrame } from 'shared-ui';

interface TitleDialogProps {
  open: boolean;
  heading: string;
  label: string;
  initial: string;
  submitLabel: string;
  /** Resolves to whether it was saved (the dialog then closes). */
  onSubmit: (title: string) => Promise<boolean>;
  onClose: () => void;
}

/** Asks for one title: a new column's, or a column's new name. */
export function TitleDialog({ open, heading, label, initial, submitLabel, onSubmit, onClose }: TitleDialogProps) {
  return (
    <ModalFrame open={open} onClose={onClose} size="sm">
      <TitleForm
        heading={heading}
        label={label}
        initial={initial}
        submitLabel={submitLabel}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </ModalFrame>
  );
}

function TitleForm({ heading, label, initial, submitLabel, onSubmit, onClose }: Omit<TitleDialogProps, 'open'>) {
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError('Enter a title.');
      return;
    }
    setSaving(true);
    const saved = await onSubmit(trimmed);
    setSaving(false);
    if (saved) onClose();
    else setError("Couldn't save it: see the message on the page.");
  };
  return (
    <Box as="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <Dialog.Header>
        <Dialog.Title>{heading}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <FieldFrame label={label} errorText={error}>
          <Input value={title} maxLength={140} onChange={(event) => setTitle(event.target.value)} />
        </FieldFrame>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={saving}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Box>
  );
}

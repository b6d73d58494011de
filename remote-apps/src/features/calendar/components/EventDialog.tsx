import { useState } from 'react';
import { Box, Button, CloseButton, ConfirmDialog, Dialog, HStack, ModalFrame, Trash2Icon } from 'shared-ui';
import { CheckboxField, Form, Formik, SelectField, TextField } from 'shared-ui/forms';
import { CALENDAR_EVENT_CLASSES } from 'tessera-contracts';
import { EVENT_CLASS_LOOKS } from '../model/event-classes';
import { eventDraftSchema, type EventDraft } from '../model/event-draft';

const COLOUR_OPTIONS = CALENDAR_EVENT_CLASSES.map((value) => ({ value, label: EVENT_CLASS_LOOKS[value].label }));

interface EventDialogProps {
  open: boolean;
  /** "New event" or "Edit event". */
  heading: string;
  initial: EventDraft;
  /** Resolves to whether it was saved (the dialog then closes). */
  onSubmit: (draft: EventDraft) => Promise<boolean>;
  /** Offered for an existing event, after a confirmation. */
  onDelete?: () => void;
  onClose: () => void;
}

/** The event form: title, start, end, all-day and colour; for an existing event also Delete. */
export function EventDialog({ open, heading, initial, onSubmit, onDelete, onClose }: EventDialogProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ModalFrame open={open && !confirming} onClose={onClose} size="md">
        <Formik<EventDraft>
          initialValues={initial}
          validationSchema={eventDraftSchema}
          onSubmit={async (draft) => {
            if (await onSubmit(draft)) onClose();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={heading}>
              <Dialog.Header>
                <Dialog.Title>{heading}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Box display="grid" gap={4}>
                  <TextField name="title" label="Title" required />
                  <TextField name="start" label="Start" type="datetime-local" required />
                  <TextField name="end" label="End" type="datetime-local" required />
                  <CheckboxField name="allDay" label="All day" />
                  <SelectField name="classNames" label="Colour" options={COLOUR_OPTIONS} />
                </Box>
              </Dialog.Body>
              <Dialog.Footer>
                <HStack width="full" gap={3}>
                  {onDelete && (
                    <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                      <Trash2Icon />
                      Delete
                    </Button>
                  )}
                  <Box flex="1" />
                  <Button variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    Save
                  </Button>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Form>
          )}
        </Formik>
      </ModalFrame>
      {onDelete && (
        <ConfirmDialog
          open={open && confirming}
          title="Delete this event?"
          description={`“${initial.title}” will be removed from your calendar.`}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
            onClose();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

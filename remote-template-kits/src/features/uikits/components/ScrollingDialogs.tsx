import { useState } from 'react';
import { Button, CloseButton, Dialog, Heading, ModalFrame, Stack, Text } from 'shared-ui';
import { ChoiceButtons } from './ChoiceButtons';
import { DATA_POLICY_SECTIONS } from './dialog-samples';

const BEHAVIOURS = [
  { behaviour: 'inside', label: 'Scroll inside', hint: 'The header and the buttons stay in view; the text scrolls.' },
  { behaviour: 'outside', label: 'Scroll outside', hint: 'The whole dialog scrolls with the page.' },
] as const;

type BehaviourChoice = (typeof BEHAVIOURS)[number];

/** A long policy in a dialog, its body scrolling inside the dialog or the dialog scrolling with the page. */
export function ScrollingDialogs() {
  const [open, setOpen] = useState<BehaviourChoice | null>(null);
  const [accepted, setAccepted] = useState(false);
  const close = () => setOpen(null);
  return (
    <Stack gap="3">
      <ChoiceButtons choices={BEHAVIOURS} onChoose={setOpen} />
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {accepted ? 'You accepted the data policy.' : 'The data policy is not accepted yet.'}
      </Text>
      <ModalFrame open={open !== null} onClose={close} scrollBehavior={open?.behaviour ?? 'inside'}>
        {open && (
          <>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Workspace data policy</Dialog.Title>
              <Dialog.Description textStyle="sm" color="fg.muted">
                {open.hint}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {/* Focusable so a keyboard user can scroll the text with the arrow keys. */}
              <Stack gap="4" tabIndex={0} aria-label="Policy text" role="group">
                {DATA_POLICY_SECTIONS.map((section) => (
                  <div key={section.heading}>
                    <Heading as="h3" textStyle="sm" fontWeight="semibold">
                      {section.heading}
                    </Heading>
                    <Text textStyle="sm">{section.text}</Text>
                  </div>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Not now
              </Button>
              <Button
                onClick={() => {
                  setAccepted(true);
                  close();
                }}
              >
                Accept
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </>
        )}
      </ModalFrame>
    </Stack>
  );
}

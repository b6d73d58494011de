import { useState } from 'react';
import { Button, CloseButton, DataList, Dialog, ModalFrame, Stack, Text } from 'shared-ui';
import { MILESTONE_OWNERS } from './dialog-samples';

type Owner = (typeof MILESTONE_OWNERS)[number];

/** A dialog that opens a second one over it: picking an owner there closes it and updates the first. */
export function NestedDialogs() {
  const [milestoneOpen, setMilestoneOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [owner, setOwner] = useState<Owner>('Priya Shah');
  return (
    <Stack gap="3" align="flex-start">
      <Button variant="outline" onClick={() => setMilestoneOpen(true)}>
        Edit milestone
      </Button>
      <Text textStyle="sm" color="fg.muted">
        “Beta release” is owned by {owner}.
      </Text>
      <ModalFrame open={milestoneOpen} onClose={() => setMilestoneOpen(false)}>
        <Dialog.Header>
          <Dialog.Title>Milestone “Beta release”</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Due</DataList.ItemLabel>
              <DataList.ItemValue>30 September</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Owner</DataList.ItemLabel>
              <DataList.ItemValue>{owner}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setPickerOpen(true)}>
            Change owner…
          </Button>
          <Button onClick={() => setMilestoneOpen(false)}>Done</Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </ModalFrame>
      <ModalFrame open={pickerOpen} onClose={() => setPickerOpen(false)} size="xs" placement="center">
        <Dialog.Header>
          <Dialog.Title>Choose the owner</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="2">
            {MILESTONE_OWNERS.map((person) => (
              <Button
                key={person}
                variant={person === owner ? 'subtle' : 'ghost'}
                justifyContent="flex-start"
                aria-pressed={person === owner}
                onClick={() => {
                  setOwner(person);
                  setPickerOpen(false);
                }}
              >
                {person}
              </Button>
            ))}
          </Stack>
        </Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </ModalFrame>
    </Stack>
  );
}

import { useState } from 'react';
import { Card, Checkbox, HStack, Stack, Text } from 'shared-ui';
import { LAUNCH_CHECKLIST } from '../model/card-samples';

/** A list card: a launch checklist whose count follows the boxes ticked. */
export function ChecklistCard() {
  const [doneIds, setDoneIds] = useState<ReadonlySet<string>>(
    new Set(LAUNCH_CHECKLIST.filter((item) => item.done).map((item) => item.id)),
  );
  const toggle = (id: string, done: boolean) =>
    setDoneIds((ids) => {
      const next = new Set(ids);
      if (done) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Card.Root role="region" aria-label="Launch checklist" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Text fontWeight="semibold">Launch checklist</Text>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {doneIds.size} of {LAUNCH_CHECKLIST.length} done
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {LAUNCH_CHECKLIST.map((item) => (
            <Checkbox.Root
              key={item.id}
              size="sm"
              checked={doneIds.has(item.id)}
              onCheckedChange={(details) => toggle(item.id, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label
                textDecoration={doneIds.has(item.id) ? 'line-through' : undefined}
                color={doneIds.has(item.id) ? 'fg.muted' : undefined}
              >
                {item.label}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

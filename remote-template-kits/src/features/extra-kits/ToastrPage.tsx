import { useState } from 'react';
import { Button, Card, FieldFrame, NativeSelect, PageLayout, SimpleGrid, Stack, Wrap } from 'shared-ui';
import { DEMO_TOASTERS, DemoToasters } from './components/DemoToasters';
import {
  DURATIONS,
  durationOf,
  PLACEMENT_LABELS,
  PLACEMENTS,
  SAMPLE_MESSAGES,
  STATUSES,
  type Placement,
  type ToastStatus,
} from './model/toast-placements';

const STATUS_LABELS: Record<ToastStatus, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
};
const STATUS_PALETTES: Record<ToastStatus, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
};

/** `/extra-kits/toastr`: toasts of each status, where and for how long you choose, stacking as they come. */
export default function ToastrPage() {
  const [placement, setPlacement] = useState<Placement>('top-end');
  const [duration, setDuration] = useState<string>('5000');

  const show = (status: ToastStatus) =>
    DEMO_TOASTERS[placement].create({
      type: status,
      ...SAMPLE_MESSAGES[status],
      duration: durationOf(duration),
      closable: true,
    });
  const clearAll = () => {
    for (const toaster of Object.values(DEMO_TOASTERS)) toaster.dismiss();
  };

  return (
    <PageLayout title="Toastr" description="Short messages that stack in a corner and leave on their own.">
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FieldFrame label="Position">
                <NativeSelect.Root>
                  <NativeSelect.Field
                    aria-label="Position"
                    value={placement}
                    onChange={(event) => setPlacement(event.target.value as Placement)}
                  >
                    {PLACEMENTS.map((value) => (
                      <option key={value} value={value}>
                        {PLACEMENT_LABELS[value]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FieldFrame>
              <FieldFrame label="Duration">
                <NativeSelect.Root>
                  <NativeSelect.Field
                    aria-label="Duration"
                    value={duration}
                    onChange={(event) => setDuration(event.target.value)}
                  >
                    {DURATIONS.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FieldFrame>
            </SimpleGrid>
            <Wrap gap="2">
              {STATUSES.map((status) => (
                <Button
                  key={status}
                  variant="subtle"
                  colorPalette={STATUS_PALETTES[status]}
                  onClick={() => show(status)}
                >
                  {STATUS_LABELS[status]}
                </Button>
              ))}
              <Button variant="outline" onClick={() => STATUSES.forEach(show)}>
                One of each (stacked)
              </Button>
              <Button variant="ghost" onClick={clearAll}>
                Clear all
              </Button>
            </Wrap>
          </Stack>
        </Card.Body>
      </Card.Root>
      <DemoToasters />
    </PageLayout>
  );
}

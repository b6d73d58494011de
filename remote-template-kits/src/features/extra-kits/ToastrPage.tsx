import { useState } from 'react';
import { Button, Checkbox, FieldFrame, NativeSelect, PageLayout, SimpleGrid, Stack, Wrap } from 'shared-ui';
import { KitSection } from '@kits/components/KitSection';
import { ArchiveWithUndo } from './components/ArchiveWithUndo';
import { DEMO_TOASTERS, DemoToasters, dismissAllDemoToasts, TOASTS_AT_ONCE } from './components/DemoToasters';
import { PromiseToasts } from './components/PromiseToasts';
import { QueuedToasts } from './components/QueuedToasts';
import { ToastPositions } from './components/ToastPositions';
import { UpdatingToast } from './components/UpdatingToast';
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
  loading: 'Loading',
};
const STATUS_PALETTES: Record<ToastStatus, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
  loading: 'gray',
};

/** `/extra-kits/toastr`: every kind of toast, where and for how long you choose, with actions, promises and a queue. */
export default function ToastrPage() {
  const [placement, setPlacement] = useState<Placement>('top-end');
  const [duration, setDuration] = useState<string>('5000');
  const [closable, setClosable] = useState(true);
  const toaster = DEMO_TOASTERS[placement];

  const show = (status: ToastStatus) =>
    toaster.create({
      type: status,
      ...SAMPLE_MESSAGES[status],
      // A loading toast stays until something ends it, whatever the duration chosen.
      duration: status === 'loading' ? Infinity : durationOf(duration),
      closable: closable || status === 'loading',
    });

  return (
    <PageLayout
      title="Toastr"
      description="Short messages that stack in a corner and leave on their own. The position chosen here applies to every example."
    >
      <Stack gap="6">
        <KitSection title="Types" description="Title and description, in each of the five types.">
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
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
              <Checkbox.Root
                checked={closable}
                onCheckedChange={(details) => setClosable(details.checked === true)}
                pb="2"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>With a close button</Checkbox.Label>
              </Checkbox.Root>
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
              <Button variant="ghost" onClick={dismissAllDemoToasts}>
                Clear all
              </Button>
            </Wrap>
          </Stack>
        </KitSection>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <KitSection
            title="Corners and edges"
            description="All six places; start and end follow the reading direction."
          >
            <ToastPositions />
          </KitSection>
          <KitSection title="With an action" description="Archive a task, then Undo in its toast brings it back.">
            <ArchiveWithUndo toaster={toaster} />
          </KitSection>
          <KitSection
            title="Following a promise"
            description="One toast says “loading”, then whether the request worked."
          >
            <PromiseToasts toaster={toaster} />
          </KitSection>
          <KitSection
            title="Updated in place"
            description="The same toast changes as the import goes on; none pile up."
          >
            <UpdatingToast toaster={toaster} />
          </KitSection>
          <KitSection
            title="Queue"
            description={`At most ${TOASTS_AT_ONCE} show at once; the others wait and come in as the first ones leave.`}
          >
            <QueuedToasts toaster={toaster} />
          </KitSection>
        </SimpleGrid>
      </Stack>
      <DemoToasters />
    </PageLayout>
  );
}

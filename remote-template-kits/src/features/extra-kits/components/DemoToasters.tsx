import { createToaster, Portal, Stack, Toast, Toaster } from 'shared-ui';
import { PLACEMENTS, type Placement } from '../model/toast-placements';

// One toaster per place on screen (a Chakra toaster has one placement); the app's own toaster is untouched.
export const DEMO_TOASTERS: Record<Placement, ReturnType<typeof createToaster>> = Object.fromEntries(
  PLACEMENTS.map((placement) => [
    placement,
    createToaster({ placement, max: 6, overlap: false, pauseOnPageIdle: true }),
  ]),
) as Record<Placement, ReturnType<typeof createToaster>>;

/** The demo's toasters, drawn while the page is open. */
export function DemoToasters() {
  return (
    <Portal>
      {PLACEMENTS.map((placement) => (
        <Toaster key={placement} toaster={DEMO_TOASTERS[placement]} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger />
            </Toast.Root>
          )}
        </Toaster>
      ))}
    </Portal>
  );
}

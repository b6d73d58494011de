import { createToaster, Portal, renderToast, Toaster } from 'shared-ui';
import { PLACEMENTS, type Placement } from '../model/toast-placements';

/** At most this many toasts show in one place; the others wait their turn. */
export const TOASTS_AT_ONCE = 6;

// One toaster per place on screen (a Chakra toaster has one placement); the app's own toaster is untouched.
export const DEMO_TOASTERS: Record<Placement, ReturnType<typeof createToaster>> = Object.fromEntries(
  PLACEMENTS.map((placement) => [
    placement,
    createToaster({ placement, max: TOASTS_AT_ONCE, overlap: false, pauseOnPageIdle: true }),
  ]),
) as Record<Placement, ReturnType<typeof createToaster>>;

export type DemoToaster = (typeof DEMO_TOASTERS)[Placement];

/** The demo's toasters, drawn while the page is open, each toast drawn as the app draws its own. */
export function DemoToasters() {
  return (
    <Portal>
      {PLACEMENTS.map((placement) => (
        <Toaster key={placement} toaster={DEMO_TOASTERS[placement]} insetInline={{ mdDown: '4' }}>
          {renderToast}
        </Toaster>
      ))}
    </Portal>
  );
}

/** Clears every place on screen at once. */
export function dismissAllDemoToasts() {
  for (const toaster of Object.values(DEMO_TOASTERS)) toaster.dismiss();
}

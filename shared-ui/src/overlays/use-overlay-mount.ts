import { useCallback, useState } from 'react';

/**
 * Whether a dialog or drawer should be in the tree at all: from the first time it opens until its closing
 * animation has ended (pass `onExitComplete` to its Root). A closed Chakra Dialog or Drawer still sets up its
 * state machines and its parts' presence when it mounts, and a page with a few of them waiting, closed, paid for
 * that in its first render.
 *
 * Not for a dialog that opens as another one closes (a confirmation replacing the form it confirms): mounted in
 * that moment, it was dismissed again at once in Chromium, as if interacted with from outside, by the handling
 * of the one closing. ModalFrame's dialogs therefore stay mounted.
 */
export function useOverlayMount(open: boolean): { mounted: boolean; onExitComplete: () => void } {
  const [stayedMounted, setStayedMounted] = useState(open);
  // Opened: kept mounted from this render on, so it can animate its closing when `open` turns false.
  if (open && !stayedMounted) setStayedMounted(true);
  const onExitComplete = useCallback(() => setStayedMounted(false), []);
  return { mounted: open || stayedMounted, onExitComplete };
}

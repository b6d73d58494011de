import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { usePressOutside } from './use-press-outside';

/** Pointing at a rail button opens its panel after this pause, so crossing other buttons on the way does not. */
const OPEN_DELAY_MS = 80;
/** The pointer may leave rail and panel this long (a wobble, a diagonal move) before the panel closes. */
const CLOSE_DELAY_MS = 300;

export interface RailPanelState {
  /** The key of the group whose panel is open. */
  openKey: string | null;
  open: (key: string) => void;
  /** Opens after a short pause; pointing elsewhere first cancels it. */
  openSoon: (key: string) => void;
  /** Cancels an open still pending. */
  cancelOpen: () => void;
  close: () => void;
  /** Closes after a short pause, unless the pointer comes back. */
  closeSoon: () => void;
  /** Cancels a close still pending. */
  keepOpen: () => void;
  /**
   * Tells the panel a press began inside its React tree. A section's menus and dialogs are portals: outside the
   * area in the page, yet part of the panel, so a press there must not close it.
   */
  markPressInside: () => void;
}

/**
 * Layout1's secondary panel: which group it shows, the delays of pointing, and closing on a press outside
 * `area` (the rail and the panel).
 */
export function useRailPanel(area: RefObject<HTMLElement | null>): RailPanelState {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const pending = useRef<{ kind: 'open' | 'close'; timer: ReturnType<typeof setTimeout> } | null>(null);

  const clearPending = useCallback((kind?: 'open' | 'close') => {
    if (pending.current && (!kind || pending.current.kind === kind)) {
      clearTimeout(pending.current.timer);
      pending.current = null;
    }
  }, []);

  const later = useCallback(
    (kind: 'open' | 'close', delay: number, change: () => void) => {
      clearPending();
      pending.current = {
        kind,
        timer: setTimeout(() => {
          pending.current = null;
          change();
        }, delay),
      };
    },
    [clearPending],
  );

  const open = useCallback(
    (key: string) => {
      clearPending();
      setOpenKey(key);
    },
    [clearPending],
  );
  const close = useCallback(() => {
    clearPending();
    setOpenKey(null);
  }, [clearPending]);
  const openSoon = useCallback((key: string) => later('open', OPEN_DELAY_MS, () => setOpenKey(key)), [later]);
  const closeSoon = useCallback(() => later('close', CLOSE_DELAY_MS, () => setOpenKey(null)), [later]);
  const cancelOpen = useCallback(() => clearPending('open'), [clearPending]);
  const keepOpen = useCallback(() => clearPending('close'), [clearPending]);

  useEffect(() => clearPending, [clearPending]);

  const markPressInside = usePressOutside(openKey !== null, close, area);

  return { openKey, open, openSoon, cancelOpen, close, closeSoon, keepOpen, markPressInside };
}

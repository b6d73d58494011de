import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onPressOutside` on a pointer press outside a part of the page while `active`. "Inside" is the part's
 * React tree, not only its element: its menus and dialogs are portals elsewhere in the page, so the part marks
 * presses in its tree with the returned function (as `onPointerDownCapture`). React's handlers run before this
 * document-level listener, in the same event. `area`, if given, also counts as inside.
 */
export function usePressOutside(
  active: boolean,
  onPressOutside: () => void,
  area?: RefObject<HTMLElement | null>,
): () => void {
  const pressInside = useRef(false);
  const latest = useRef({ active, onPressOutside });
  latest.current = { active, onPressOutside };

  // Listening also while inactive, so a press that opened the part (marked inside) never counts for the next one.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const inside = pressInside.current;
      pressInside.current = false;
      if (!latest.current.active || inside) return;
      if (event.target instanceof Node && area?.current?.contains(event.target)) return;
      latest.current.onPressOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [area]);

  return useCallback(() => {
    pressInside.current = true;
  }, []);
}

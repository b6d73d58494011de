import { useEffect, useRef, type RefObject } from 'react';
import { openButtonId } from '../components/MessageRow';

/**
 * Where focus goes as messages open and close. Where the list is hidden while a message is open (phone width),
 * an opened message's heading takes focus; where both show, focus stays where the reader put it. A closed
 * message's row takes focus back when closing it lost focus (its Back button went with it).
 */
export function usePaneFocus(
  openId: number | null,
  shownId: number | null,
  list: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
): void {
  const focusedFor = useRef<number | null>(null);
  const lastOpen = useRef<number | null>(null);

  useEffect(() => {
    const previous = lastOpen.current;
    lastOpen.current = openId;
    if (openId !== null || previous === null) return;
    focusedFor.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) document.getElementById(openButtonId(previous))?.focus();
  }, [openId]);

  useEffect(() => {
    if (shownId === null || focusedFor.current === shownId) return;
    focusedFor.current = shownId;
    const listHidden = !list.current || list.current.offsetParent === null;
    if (listHidden) heading.current?.focus();
  }, [shownId, list, heading]);
}

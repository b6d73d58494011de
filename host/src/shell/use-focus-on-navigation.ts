import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui';

const WAIT_FOR_HEADING_MS = 5000;

/**
 * After a navigation (not the first load) focus moves to the new page's heading, so keyboard and screen-reader
 * users start at the page rather than on the link they used or on <body>. Pages load lazily, so the heading may
 * appear a little later: it is awaited for a few seconds, then <main> is focused instead. Focus is moved only
 * while it is still where the navigation left it: a user who has meanwhile moved on (opened a menu, clicked a
 * field) keeps their place.
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const leftAt = document.activeElement;
    const userMovedOn = () => document.activeElement !== leftAt && document.activeElement !== document.body;
    const focusHeading = (): boolean => {
      if (userMovedOn()) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      if (!userMovedOn()) main.focus();
    }, WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}

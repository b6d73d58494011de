// Keeps a picture of the screen a signed-in user leaves, so that their next visit draws it before the app has
// started (draw-picture.ts, which decides what a picture may hold): once the page has settled, and again when
// the tab is hidden or the page left. Only a page that opts in is kept (shared-ui's `keepsLastScreen`, on an
// element shown while the page has what a picture may hold: the task list's table, once its rows are there),
// never one showing a dialog, an alert or a part still loading, never while signed out. One picture per user and
// path; a sign-out, a session ended and a change of user delete them all.
import { getSession, onUserDataEnd } from 'shared-auth';
import { userIdCookie } from 'shared-auth/early-session';
import { LAST_SCREEN_ATTRIBUTE } from 'shared-ui';
import { isKeptAttribute, isKeptTag, PICTURE_ATTRIBUTE, type Picture, type PictureNode } from './draw-picture';
import { forgetPictures, keepPicture } from './picture-store';
import { stylesInUse } from './picture-styles';

/** A screen larger than this (elements, or characters of CSS) is not kept. */
export const MAX_PICTURE_ELEMENTS = 4000;
export const MAX_PICTURE_CSS_CHARS = 400_000;
/** A page is kept this long after it last changed, when the browser is idle. */
export const PICTURE_SETTLE_MS = 1000;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
// What shows a page in the middle of something a picture must not hold: a modal dialog (a panel beside the page,
// as the layout customizer, is part of the screen), an alert.
const NOT_KEPT_WHILE = '[aria-modal="true"], [role="alertdialog"], [role="alert"]';
// A part of the page still loading: shared-ui's loading states, a list showing the previous filters' rows.
const BUSY_IN_PAGE = `[${LAST_SCREEN_ATTRIBUTE}][aria-busy="true"], [${LAST_SCREEN_ATTRIBUTE}] [aria-busy="true"]`;

/** Whether the page shows a part still loading in the window (below it, the picture leaves it out anyway). */
function loadingInWindow(root: HTMLElement, viewportHeight: number): boolean {
  return Array.from(root.querySelectorAll(BUSY_IN_PAGE)).some(
    (busy) => busy.getBoundingClientRect().top < viewportHeight,
  );
}

/**
 * Whether a picture may be taken of this document now (not of a picture still drawn: of the app's page), and not
 * while a part of it in the window is loading: a returning user would be shown skeletons in place of their data.
 */
export function pictureAllowed(window: Window, root: HTMLElement): boolean {
  return (
    root.querySelector(`[${LAST_SCREEN_ATTRIBUTE}]`) !== null &&
    root.querySelector(`[${PICTURE_ATTRIBUTE}]`) === null &&
    window.document.querySelector(NOT_KEPT_WHILE) === null &&
    !loadingInWindow(root, window.innerHeight)
  );
}

interface Walk {
  viewportHeight: number;
  elements: number;
}

function copyNode(node: Node, walk: Walk): PictureNode | null {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return null;
  const tag = node.localName;
  if (!isKeptTag(tag) || node.hasAttribute(PICTURE_ATTRIBUTE)) return null;
  // Below the window: not on the screen the picture stands for.
  if (node.getBoundingClientRect().top >= walk.viewportHeight) return null;
  walk.elements += 1;
  if (walk.elements > MAX_PICTURE_ELEMENTS) throw new RangeError('The screen is too large to keep');
  const svg = node.namespaceURI === SVG_NAMESPACE;
  const attributes: [string, string][] = [];
  for (const { name, value } of Array.from(node.attributes)) {
    if (isKeptAttribute(name, value, svg)) attributes.push([name, value]);
  }
  const children: PictureNode[] = [];
  for (const child of Array.from(node.childNodes)) {
    const copied = copyNode(child, walk);
    if (copied !== null) children.push(copied);
  }
  return { tag, svg, attributes, children };
}

/**
 * A picture of what `root` shows in the window, for `userId`; null when the page has not opted in, shows
 * something not to keep, or is too large.
 */
export function takePicture(window: Window, root: HTMLElement, userId: string, now: number): Picture | null {
  const { document } = window;
  if (!pictureAllowed(window, root)) return null;
  const walk: Walk = { viewportHeight: window.innerHeight, elements: 0 };
  let nodes: PictureNode[];
  try {
    nodes = Array.from(root.childNodes)
      .map((child) => copyNode(child, walk))
      .filter((node): node is PictureNode => node !== null);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  const css = stylesInUse(document, nodes);
  if (css.reduce((sum, text) => sum + text.length, 0) > MAX_PICTURE_CSS_CHARS) return null;
  const html = document.documentElement;
  const htmlAttributes: [string, string][] = Array.from(html.attributes)
    .filter(({ name }) => name !== 'dir' && name !== 'class')
    .filter(({ name, value }) => name === 'lang' || isKeptAttribute(name, value, false))
    .map(({ name, value }) => [name, value]);
  return {
    userId,
    path: window.location.pathname + window.location.search,
    savedAt: now,
    width: window.innerWidth,
    dark: html.classList.contains('dark'),
    dir: html.dir || 'ltr',
    html: htmlAttributes,
    css,
    nodes,
  };
}

/** Runs `task` once the browser has nothing more urgent to do (Safari has no requestIdleCallback: at once). */
function whenIdle(window: Window, task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else task();
}

// Where pictures were kept before localStorage: deleted, so that none outlives a sign-out.
const FORMER_PICTURE_DATABASE = 'tessera-last-screen';

/**
 * From the app's start: keeps a picture of the page while its user is signed in (once it has settled, and when it
 * is hidden or left), and deletes every picture when the session ends or changes hands. Returns the stop.
 */
export function startSavingPictures(window: Window): () => void {
  const root = window.document.getElementById('root');
  if (!root) return () => undefined;
  whenIdle(window, () => {
    try {
      window.indexedDB.deleteDatabase(FORMER_PICTURE_DATABASE);
    } catch {
      // No IndexedDB here (a private window of some browsers): nothing was kept there either.
    }
  });

  const save = () => {
    const { status, user } = getSession();
    if (status !== 'signed-in' || !user || userIdCookie(window.document.cookie) !== user.userId) return;
    const picture = takePicture(window, root, user.userId, Date.now());
    if (picture) keepPicture(window.localStorage, picture);
  };
  // Leaving the page fires pagehide, then visibilitychange: one picture is enough.
  let left = false;
  const onVisibility = () => {
    if (window.document.visibilityState === 'hidden' && !left) save();
  };
  const onPageHide = () => {
    save();
    left = true;
  };
  const onPageShow = () => {
    left = false;
  };
  const stopWatchingSession = onUserDataEnd(() => forgetPictures(window.localStorage));
  // Kept once it has settled too, not only as it is left: a tab closed by the system, or a crash, fires nothing.
  let settling: ReturnType<typeof setTimeout> | undefined;
  const changes = new MutationObserver(() => {
    clearTimeout(settling);
    settling = setTimeout(() => whenIdle(window, save), PICTURE_SETTLE_MS);
  });
  changes.observe(root, { childList: true, subtree: true, characterData: true });
  window.document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    stopWatchingSession();
    changes.disconnect();
    clearTimeout(settling);
  };
}

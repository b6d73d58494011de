// A returning user's last screen, drawn before the app has started: the picture save-picture.ts kept of the
// screen when the user left it (the page's elements in the window, their styles, the theme on <html>), built
// into #root as inert elements that React's first render replaces (see docs/performance.md, "A picture of the
// last screen").
//
// The build turns this file into a script of its own, run by the host's page before main.js
// (build-presets/start-script-plugin.cjs): it must import nothing at run time. What a picture may hold is decided
// here, for saving and drawing alike: elements by name (no script, no frame, no media), a short list of
// attributes (class, role, aria-*, data-*, dir, inline style, a cell's span, and an SVG icon's shape), nothing that names a URL
// but CSS of this origin, and text as text. Elements are made with createElement, never from HTML.

/** An element of the picture, or a text (kept as text, never read as HTML). */
export type PictureNode = string | PictureElement;

export interface PictureElement {
  tag: string;
  /** In the SVG namespace. */
  svg: boolean;
  attributes: [name: string, value: string][];
  children: PictureNode[];
}

export interface Picture {
  userId: string;
  /** The page's path and query. */
  path: string;
  savedAt: number;
  /** The window's width when it was taken: a picture is drawn only in a window as wide. */
  width: number;
  /** The theme it was taken in (the page's first paint has set the user's; a picture in another is not drawn). */
  dark: boolean;
  dir: string;
  /** <html>'s other attributes that style the page (lang, colour scheme, the layout's data-*). */
  html: [name: string, value: string][];
  /** The page's style rules in use, as CSS text. */
  css: string[];
  /** #root's content. */
  nodes: PictureNode[];
}

/**
 * Pictures are kept in localStorage, one key each: the page's first script (the theme) has already loaded the
 * origin's storage, so a picture is read at once, where IndexedDB took 10–280 ms to open in a new tab while the
 * app's own cache was read beside it; and a write as the page is left always completes.
 */
export const PICTURE_KEY_PREFIX = 'tessera-last-screen:';
/** The kept pictures' keys, the last saved first. */
export const PICTURE_INDEX_KEY = 'tessera-last-screen';
/** A picture older than this is not drawn. */
export const PICTURE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Marks the element that holds a drawn picture (with the page's static-copy mark, so the app replaces it). */
export const PICTURE_ATTRIBUTE = 'data-last-screen-picture';
/** Marks the static loading screen the page's HTML holds (host/src/session/static-pages.tsx). */
const STATIC_LOADING_SELECTOR = '[data-static-loading]';
const STATIC_COPY_ATTRIBUTE = 'data-static-copy';
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The key a picture is kept under: the user, then the path. */
export function pictureKey(userId: string, path: string): string {
  return PICTURE_KEY_PREFIX + JSON.stringify([userId, path]);
}

const UNSAFE_TAGS = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'portal',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'track',
  'image',
  'use',
  'foreignobject',
  'animate',
  'set',
]);
const TAG_NAME = /^[a-z][a-z0-9-]*$/;
// Besides styles, what lays an element out: a table cell's span, an element hidden, an input's kind.
const COMMON_ATTRIBUTES = new Set([
  'class',
  'role',
  'dir',
  'style',
  'hidden',
  'colspan',
  'rowspan',
  'type',
  'placeholder',
]);
// The shape of an icon (lucide's SVGs) or a chart: geometry, paint and how a label sits, never a reference.
const SVG_ATTRIBUTES = new Set([
  'viewbox',
  'd',
  'fill',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'points',
  'transform',
  'opacity',
  'xmlns',
  'fill-opacity',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-dashoffset',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'dx',
  'dy',
  'font-size',
  'font-weight',
]);

/** Whether an element of this name may be in a picture. */
export function isKeptTag(tag: string): boolean {
  return TAG_NAME.test(tag) && !UNSAFE_TAGS.has(tag);
}

/** Whether this attribute may be in a picture: never a URL, a handler or an unknown name. */
export function isKeptAttribute(name: string, value: string, svg: boolean): boolean {
  const lower = name.toLowerCase();
  if (/url\(/i.test(value)) return false;
  if (lower.startsWith('aria-') || lower.startsWith('data-')) return /^[a-z][a-z0-9_.-]*$/.test(lower);
  return COMMON_ATTRIBUTES.has(lower) || (svg && SVG_ATTRIBUTES.has(lower));
}

/**
 * Whether a CSS text may be drawn: every `url(` in it names this origin (or is inline data), and nothing else in
 * it fetches (@import, image-set(), src()), so a picture asks no other host for anything.
 */
export function isKeptCss(text: string, origin: string): boolean {
  // Outside its strings, a function or at-rule whose name is spelled with an escape is refused: the checks below
  // read names as written.
  const outsideStrings = text.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""');
  if (/@import|@(?:[\w-]*)\\/i.test(outsideStrings)) return false;
  const functionNames = /((?:[\w-]|\\[0-9a-f]{1,6}\s?|\\[^\n0-9a-f])+)\(/gi;
  for (let name = functionNames.exec(outsideStrings); name !== null; name = functionNames.exec(outsideStrings)) {
    const spelled = name[1] ?? '';
    if (spelled.includes('\\') || /^(?:-webkit-)?image-set$|^src$/i.test(spelled)) return false;
  }
  const urls = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^'")\s]*))\s*\)/gi;
  let count = 0;
  for (let match = urls.exec(text); match !== null; match = urls.exec(text)) {
    count += 1;
    const target = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (/^data:/i.test(target)) continue;
    let url: URL;
    try {
      url = new URL(target, origin);
    } catch {
      return false;
    }
    if (url.origin !== origin) return false;
  }
  // A `url(` the pattern did not read (broken) is refused rather than guessed at.
  return count === (text.match(/url\(/gi) ?? []).length;
}

function buildNode(node: PictureNode, document: Document): Node | null {
  if (typeof node === 'string') return document.createTextNode(node);
  if (!isKeptTag(node.tag)) return null;
  const element = node.svg ? document.createElementNS(SVG_NAMESPACE, node.tag) : document.createElement(node.tag);
  for (const [name, value] of node.attributes) {
    if (isKeptAttribute(name, value, node.svg)) element.setAttribute(name, value);
  }
  for (const child of node.children) {
    const built = buildNode(child, document);
    if (built) element.appendChild(built);
  }
  return element;
}

/** Why a picture is not drawn here and now, or null when it may be. */
export function refusal(
  picture: Picture,
  here: { userId: string; path: string; width: number; dark: boolean; dir: string; now: number },
): string | null {
  if (picture.userId !== here.userId || picture.path !== here.path) return 'another page';
  if (here.now - picture.savedAt > PICTURE_MAX_AGE_MS || picture.savedAt > here.now) return 'too old';
  if (picture.width !== here.width) return 'another width';
  if (picture.dark !== here.dark || picture.dir !== here.dir) return 'another theme';
  return null;
}

/**
 * Draws `picture` into `root` in place of the page's static loading screen, inert and busy: it cannot be
 * clicked, typed into or read as the page. Draws nothing once the app has replaced the loading screen.
 */
export function drawPicture(root: HTMLElement, picture: Picture): boolean {
  const document = root.ownerDocument;
  if (!root.querySelector(STATIC_LOADING_SELECTOR)) return false;
  const frame = document.createElement('div');
  frame.setAttribute(STATIC_COPY_ATTRIBUTE, '');
  frame.setAttribute(PICTURE_ATTRIBUTE, '');
  frame.setAttribute('inert', '');
  frame.setAttribute('aria-busy', 'true');
  frame.style.display = 'contents';
  const style = document.createElement('style');
  const origin = document.location.origin;
  style.textContent = picture.css.filter((rule) => isKeptCss(rule, origin)).join('\n');
  frame.appendChild(style);
  for (const node of picture.nodes) {
    const built = buildNode(node, document);
    if (built) frame.appendChild(built);
  }
  const html = document.documentElement;
  for (const [name, value] of picture.html) {
    if (name !== 'dir' && isKeptAttribute(name, value, false)) html.setAttribute(name, value);
  }
  root.replaceChildren(frame);
  return true;
}

/** Frappe's `user_id` cookie (the signed-in user's name, no credential); null for nobody. */
export function cookieUser(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== 'user_id') continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value !== '' && value !== 'Guest' ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Reads this user's picture of this page and draws it, if it may be. Never throws. Run by the parser after #root
 * (the page's body holds the script), before the app's deferred entry; run before #root, it draws once the
 * parser has ended (the document's `interactive` state comes before the deferred scripts are run).
 */
export function drawLastScreen(window: Window): void {
  const { document } = window;
  const userId = cookieUser(document.cookie);
  if (!userId) return;
  const path = window.location.pathname + window.location.search;
  let picture: Picture | null;
  try {
    const kept = window.localStorage.getItem(pictureKey(userId, path));
    picture = kept === null ? null : (JSON.parse(kept) as Picture);
  } catch {
    return;
  }
  if (!picture) return;
  const shown = picture;
  const draw = () => {
    const root = document.getElementById('root');
    const html = document.documentElement;
    const here = {
      userId,
      path,
      width: window.innerWidth,
      dark: html.classList.contains('dark'),
      dir: html.dir || 'ltr',
      now: Date.now(),
    };
    try {
      if (root && refusal(shown, here) === null) drawPicture(root, shown);
    } catch {
      // A picture of another shape (an older release's): the page starts as without one.
    }
  };
  if (document.getElementById('root') || document.readyState !== 'loading') draw();
  else document.addEventListener('readystatechange', draw, { once: true });
}

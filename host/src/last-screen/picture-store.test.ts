import { drawLastScreen, PICTURE_INDEX_KEY, pictureKey, type Picture } from './draw-picture';
import { forgetPictures, keepPicture, MAX_KEPT_PICTURES } from './picture-store';

const USER = 'ada@example.com';

function pictureOf(path: string, text = 'Write the plan', userId = USER): Picture {
  return {
    userId,
    path,
    savedAt: Date.now(),
    width: window.innerWidth,
    dark: false,
    dir: 'ltr',
    html: [],
    css: [],
    nodes: [{ tag: 'div', svg: false, attributes: [['class', 'row']], children: [text] }],
  };
}

function showLoadingScreen(): HTMLElement {
  document.body.innerHTML = '<div id="root"><div data-static-copy="" data-static-loading="">Loading</div></div>';
  return document.getElementById('root') as HTMLElement;
}

/** A Storage that holds at most `limit` characters of values, as a browser's quota does. */
function storageOf(limit: number): Storage {
  const values = new Map<string, string>();
  const used = () => [...values.values()].reduce((sum, value) => sum + value.length, 0);
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      if (used() - (values.get(key)?.length ?? 0) + value.length > limit)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `user_id=${encodeURIComponent(USER)}; path=/`;
  window.history.replaceState(null, '', '/projects/all');
});

it("draws the kept picture of this user's page at once, from the storage the page has already read", () => {
  keepPicture(window.localStorage, pictureOf('/projects/all'));
  const root = showLoadingScreen();
  drawLastScreen(window);
  expect(root.querySelector('[data-last-screen-picture] .row')?.textContent).toBe('Write the plan');
});

it("draws nothing of another user's or another page's picture", () => {
  keepPicture(window.localStorage, pictureOf('/projects/all', 'Theirs', 'bo@example.com'));
  keepPicture(window.localStorage, pictureOf('/projects/engineering'));
  const root = showLoadingScreen();
  drawLastScreen(window);
  expect(root.querySelector('[data-last-screen-picture]')).toBeNull();
  expect(root.querySelector('[data-static-loading]')).not.toBeNull();
});

it('keeps one picture per page, the last few pages only, the oldest forgotten first', () => {
  const paths = Array.from({ length: MAX_KEPT_PICTURES + 2 }, (_, index) => `/projects/space-${index}`);
  for (const path of paths) keepPicture(window.localStorage, pictureOf(path));
  // The first page again: kept anew, now the last saved.
  keepPicture(window.localStorage, pictureOf(paths[0]!, 'Later'));
  const kept = paths.filter((path) => window.localStorage.getItem(pictureKey(USER, path)) !== null);
  expect(kept).toEqual([paths[0], ...paths.slice(-(MAX_KEPT_PICTURES - 1))]);
  expect(JSON.parse(window.localStorage.getItem(PICTURE_INDEX_KEY)!)[0]).toBe(pictureKey(USER, paths[0]!));
  expect(JSON.parse(window.localStorage.getItem(pictureKey(USER, paths[0]!))!).nodes[0].children).toEqual(['Later']);
});

it('storage full: the other pictures make room; a picture larger than all of it is not kept', () => {
  const storage = storageOf(3000);
  const first = pictureOf('/projects/one', 'x'.repeat(1000));
  const second = pictureOf('/projects/two', 'y'.repeat(1500));
  expect(keepPicture(storage, first)).toBe(true);
  expect(keepPicture(storage, second)).toBe(true);
  expect(storage.getItem(pictureKey(USER, '/projects/one'))).toBeNull();
  expect(storage.getItem(pictureKey(USER, '/projects/two'))).not.toBeNull();
  expect(keepPicture(storage, pictureOf('/projects/three', 'z'.repeat(4000)))).toBe(false);
  expect(storage.getItem(pictureKey(USER, '/projects/three'))).toBeNull();
});

it("forgets every picture, of every user, and nothing else of the origin's", () => {
  keepPicture(window.localStorage, pictureOf('/projects/all'));
  keepPicture(window.localStorage, pictureOf('/projects/all', 'Theirs', 'bo@example.com'));
  window.localStorage.setItem(`${pictureKey('cy@example.com', '/x')}`, '{}');
  window.localStorage.setItem('tessera_layout', '{"dir":"rtl"}');
  forgetPictures(window.localStorage);
  expect(Object.keys(window.localStorage)).toEqual(['tessera_layout']);
});

import { installFakeServer, setSessionForTest, type FakeReply, type FakeServer } from 'shared-auth/testing';
import {
  DEFAULT_LAYOUT_SETTINGS,
  adoptLayoutSettings,
  changeLayoutSettings,
  getLayoutSettings,
  type LayoutSettings,
} from 'shared-ui';
import { UNSAVED_OWNER_KEY, startLayoutSettingsSync } from './settings-sync';

const ada = {
  userId: 'ada@example.com',
  email: 'ada@example.com',
  displayName: 'Ada',
  role: 'ADMIN',
  photoURL: null,
} as const;

const SERVER_COPY: LayoutSettings = { ...DEFAULT_LAYOUT_SETTINGS, activeLayout: 'layout3' };

let backend: FakeServer;
let stop: (() => void) | undefined;
let saveReply: () => FakeReply;
let getReply: () => Promise<FakeReply>;

const saves = () =>
  backend.calls
    .filter((call) => call.url.endsWith('user_settings.save'))
    .map((call) => JSON.parse((call.body as { user_settings: string }).user_settings) as LayoutSettings);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// Past the sync's debounce (400 ms), then its save's answer.
const afterSaveDelay = () => new Promise((resolve) => setTimeout(resolve, 450)).then(settle);

beforeEach(() => {
  window.localStorage.clear();
  setSessionForTest(null);
  adoptLayoutSettings(DEFAULT_LAYOUT_SETTINGS);
  saveReply = () => ({ status: 200, data: { message: null } });
  getReply = () => Promise.resolve({ status: 200, data: { message: JSON.stringify(SERVER_COPY) } });
  backend = installFakeServer((request) => {
    if (request.url.endsWith('user_settings.save')) return saveReply();
    if (request.url.endsWith('user_settings.get')) return getReply();
    return undefined;
  });
});
afterEach(() => {
  stop?.();
  backend.restore();
});

const chooseLayout = (activeLayout: LayoutSettings['activeLayout']) =>
  changeLayoutSettings((current) => ({ ...current, activeLayout }));

it('adopts the saved choices at sign-in', async () => {
  stop = startLayoutSettingsSync();
  setSessionForTest(ada);
  await settle();
  expect(getLayoutSettings().activeLayout).toBe('layout3');
});

it('saves a change, and then no longer marks it unsaved', async () => {
  setSessionForTest(ada);
  stop = startLayoutSettingsSync();
  await settle();
  chooseLayout('layout2');
  expect(window.localStorage.getItem(UNSAVED_OWNER_KEY)).toBe(ada.userId);
  await afterSaveDelay();
  expect(saves().map((saved) => saved.activeLayout)).toEqual(['layout2']);
  expect(window.localStorage.getItem(UNSAVED_OWNER_KEY)).toBeNull();
});

it('a change the page left before saving outranks the older server copy on the next start', async () => {
  setSessionForTest(ada);
  stop = startLayoutSettingsSync();
  await settle();
  chooseLayout('layout2');
  // The page goes away before the debounced save (a reload): the next start saves the local choice.
  stop();
  stop = startLayoutSettingsSync();
  await settle();
  expect(getLayoutSettings().activeLayout).toBe('layout2');
  expect(saves().map((saved) => saved.activeLayout)).toEqual(['layout2']);
  expect(backend.calls.filter((call) => call.url.endsWith('user_settings.get'))).toHaveLength(1);
});

it('a change that failed to save stays marked, so the next start saves it', async () => {
  saveReply = () => 'network-error';
  setSessionForTest(ada);
  stop = startLayoutSettingsSync();
  await settle();
  chooseLayout('layout2');
  await afterSaveDelay();
  expect(window.localStorage.getItem(UNSAVED_OWNER_KEY)).toBe(ada.userId);
});

it('a change made while the server copy is on its way is not undone by it', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  getReply = () => new Promise((resolve) => (answer = resolve));
  stop = startLayoutSettingsSync();
  setSessionForTest(ada);
  await settle();
  chooseLayout('layout2');
  answer({ status: 200, data: { message: JSON.stringify(SERVER_COPY) } });
  await settle();
  expect(getLayoutSettings().activeLayout).toBe('layout2');
});

it("another user's unsaved marker does not stop this user's choices from loading", async () => {
  window.localStorage.setItem(UNSAVED_OWNER_KEY, 'someone-else@example.com');
  stop = startLayoutSettingsSync();
  setSessionForTest(ada);
  await settle();
  expect(getLayoutSettings().activeLayout).toBe('layout3');
  expect(saves()).toEqual([]);
  expect(window.localStorage.getItem(UNSAVED_OWNER_KEY)).toBeNull();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { deliverRealtimeEvent, installFakeServer, setSessionForTest, type FakeServer } from 'shared-auth/testing';
import { setSiteTimeZone, useLocation } from 'shared-ui';
import { NotificationsButton } from './NotificationsButton';
import type { NotificationLog } from './notifications-api';

const ME = 'editor@tessera.dev';
const OTHER = 'admin@tessera.dev';
const METHODS = '/api/method/frappe.desk.doctype.notification_log.notification_log';

interface StoredLog extends NotificationLog {
  for_user: string;
}

const log = (values: Partial<StoredLog> & Pick<StoredLog, 'name' | 'for_user'>): StoredLog => ({
  type: 'Assignment',
  document_type: 'Task',
  read: 0,
  creation: '2026-11-27 10:00:00.000000',
  ...values,
});

/** A Notification Log as Frappe answers it to the signed-in user: a list filtered as asked, a count, the marks. */
function fakeFrappe(logs: StoredLog[]): FakeServer {
  const matching = (filters: unknown) =>
    logs.filter((row) =>
      (JSON.parse(String(filters)) as [keyof StoredLog, string, unknown][]).every(
        ([field, , value]) => row[field] === value,
      ),
    );
  return installFakeServer(({ method, url, params, body }) => {
    if (method === 'GET' && url === '/api/resource/Notification%20Log') {
      return { status: 200, data: { data: matching(params.filters) } };
    }
    if (method === 'GET' && url === '/api/method/frappe.client.get_count') {
      return { status: 200, data: { message: matching(params.filters).length } };
    }
    if (method === 'POST' && url === `${METHODS}.mark_as_read`) {
      const target = logs.find((row) => row.name === (body as { docname: string }).docname);
      if (target) target.read = 1;
      return { status: 200, data: {} };
    }
    if (method === 'POST' && url === `${METHODS}.mark_all_as_read`) {
      for (const row of logs) if (row.for_user === ME) row.read = 1;
      return { status: 200, data: {} };
    }
    return undefined;
  });
}

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

function renderBell() {
  return renderPage(
    <>
      <NotificationsButton />
      <Location />
    </>,
    { route: '*', path: '/todo/list' },
  );
}

let backend: FakeServer;
beforeEach(() => {
  setSessionForTest({ userId: ME, email: ME, displayName: 'Elena Park', role: 'EDITOR', photoURL: null });
});
afterEach(() => {
  backend.restore();
  setSessionForTest(null);
});

const LOGS = () => [
  log({
    name: 'mine-1',
    for_user: ME,
    subject:
      '<strong>Adam Reyes</strong> assigned a new task <strong>Task</strong> ' +
      '<b class="subject-title">Ship <img src=x onerror="alert(1)">the bell</b> to you',
    document_name: 'TASK-2026-00007',
    creation: '2026-11-27 11:00:00.000000',
  }),
  log({
    name: 'mine-2',
    for_user: ME,
    type: 'Mention',
    subject: '<strong>Adam Reyes</strong> mentioned you in a comment in <strong>Task</strong> <b>Old one</b>',
    document_name: 'TASK-2026-00001',
    read: 1,
  }),
  log({ name: 'theirs', for_user: OTHER, subject: 'Someone else’s assignment', document_name: 'TASK-2026-00002' }),
];

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 1 unread notification' }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

test('a page asks only for the unread count; the list is read once the bell is opened', async () => {
  backend = fakeFrappe(LOGS());
  renderBell();
  await screen.findByRole('button', { name: 'Notifications: 1 unread notification' });
  const listReads = () => backend.calls.filter((call) => call.url === '/api/resource/Notification%20Log');
  expect(listReads()).toHaveLength(0);
  const panel = await openPanel();
  await within(panel).findAllByRole('listitem');
  expect(listReads()).toHaveLength(1);
});

test("the bell lists the user's own Notification Log as text, newest first, the unread marked", async () => {
  backend = fakeFrappe(LOGS());
  renderBell();
  const panel = await openPanel();
  const items = await within(panel).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Unread: Assignments\s*Adam Reyes assigned a new task Task Ship the bell to you/),
    expect.stringMatching(/^MentionsAdam Reyes mentioned you in a comment in Task Old one/),
  ]);
  // The subject's HTML is never markup in the page.
  expect(panel.querySelector('img')).toBeNull();
  expect(within(panel).queryByText(/Someone else/)).toBeNull();
  // Nothing to delete: Frappe lets a user only read their logs.
  expect(within(panel).queryByRole('button', { name: /delete/i })).toBeNull();
});

test('a notification written for the user shows at once: the bell reads again when the server says so', async () => {
  const logs = LOGS();
  backend = fakeFrappe(logs);
  renderBell();
  expect(await screen.findByRole('button', { name: 'Notifications: 1 unread notification' })).toBeInTheDocument();

  logs.push(log({ name: 'mine-4', for_user: ME, subject: 'A new one', creation: '2026-11-27 12:00:00.000000' }));
  act(() => deliverRealtimeEvent('notification'));
  expect(await screen.findByRole('button', { name: 'Notifications: 2 unread notifications' })).toBeInTheDocument();
});

test('opening a notification marks it read and goes to its task', async () => {
  backend = fakeFrappe(LOGS());
  renderBell();
  const panel = await openPanel();
  await userEvent.click(
    await within(panel).findByRole('button', { name: /^Unread: Assignments.*Ship the bell to you/ }),
  );
  expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/projects/all?task=TASK-2026-00007');
  expect(backend.calls).toContainEqual(
    expect.objectContaining({ method: 'POST', url: `${METHODS}.mark_as_read`, body: { docname: 'mine-1' } }),
  );
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('mark as read, and mark all as read, through Frappe’s own methods', async () => {
  const logs = [...LOGS(), log({ name: 'mine-3', for_user: ME, subject: 'Third', document_name: 'TASK-2026-00003' })];
  backend = fakeFrappe(logs);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread notifications' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await userEvent.click(await within(panel).findByRole('button', { name: 'Mark as read: Third' }));
  expect(await screen.findByRole('button', { name: 'Notifications: 1 unread notification' })).toBeInTheDocument();
  await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark as read: Third' })).toBeNull());

  await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(backend.calls.filter((call) => call.url === `${METHODS}.mark_all_as_read`)).toHaveLength(1);
  expect(logs.find((row) => row.for_user === OTHER)?.read).toBe(0);
});

/** `instant` as a Frappe site in `timeZone` writes it: its wall time there, with no offset. */
function siteWallTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}.000000`;
}

describe('a site whose clock is hours behind the browser’s', () => {
  // Never the zone the test runs in, so the site's wall time is not the browser's.
  const siteZone =
    new Intl.DateTimeFormat().resolvedOptions().timeZone === 'America/New_York' ? 'Asia/Kolkata' : 'America/New_York';
  afterEach(() => setSiteTimeZone(null));

  test('a notification the site stamped a moment ago reads "now", not hours ago', async () => {
    setSiteTimeZone(siteZone);
    const stampedNow = siteWallTime(new Date(), siteZone);
    backend = fakeFrappe([log({ name: 'fresh', for_user: ME, subject: 'Fresh one', creation: stampedNow })]);
    renderBell();
    const panel = await openPanel();
    const stamp = await within(panel).findByText(/now|seconds? ago/);
    expect(stamp.tagName).toBe('TIME');
    expect(stamp).toHaveAttribute('datetime', expect.stringMatching(/Z$/));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurrentUser, type SessionUser } from 'shared-auth';
import { frappeError, installFakeServer, type FakeServer } from 'shared-auth/testing';
import { renderPage } from 'build-presets/testing';
import type { UserProfile } from './api/get-user-profile';
import type { RecentTask } from './api/list-my-recent-tasks';
import UserProfilePage from './UserProfilePage';

jest.mock('shared-auth', () => ({
  ...jest.requireActual<typeof import('shared-auth')>('shared-auth'),
  useCurrentUser: jest.fn(),
}));

// The first render loads Chakra's tabs, cards and data lists: seconds on a busy machine.
jest.setTimeout(20_000);
const currentUserMock = jest.mocked(useCurrentUser);

const signedIn: SessionUser = {
  userId: 'jane@example.com',
  email: 'jane@example.com',
  displayName: 'Jane (cached)',
  role: 'ADMIN',
  photoURL: null,
};

const serverProfile: UserProfile = {
  name: 'jane@example.com',
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  enabled: 1,
  user_type: 'System User',
  roles: [{ role: 'Tessera Admin' }, { role: 'Projects User' }],
  creation: '2025-01-15 09:30:12.123456',
};

const recentTasks: RecentTask[] = [
  {
    name: 'TASK-0007',
    subject: 'Ship the <b>release</b>',
    status: 'Working',
    project: 'PROJ-1',
    modified: '2026-11-28 09:00:00.000000',
  },
  {
    name: 'TASK-0003',
    subject: 'Write the notes',
    status: 'Completed',
    project: null,
    modified: '2026-11-27 09:00:00.000000',
  },
];

interface Backend {
  profile: () => UserProfile | Error;
  counts: (filters: string) => number;
  recent: RecentTask[];
}

let server: FakeServer;
let backend: Backend;

beforeEach(() => {
  currentUserMock.mockReturnValue(signedIn);
  backend = { profile: () => serverProfile, counts: () => 0, recent: recentTasks };
  server = installFakeServer(({ url, params }) => {
    if (url === '/api/resource/User/jane%40example.com') {
      const profile = backend.profile();
      return profile instanceof Error
        ? frappeError(404, 'DoesNotExistError', profile.message)
        : { status: 200, data: { data: profile } };
    }
    if (url === '/api/method/frappe.core.doctype.user.user.get_roles') return { status: 200, data: { message: [] } };
    if (url === '/api/method/frappe.client.get_count') {
      return { status: 200, data: { message: backend.counts(String(params.filters)) } };
    }
    // The boards (none here), which tell done from unfinished work.
    if (['/api/resource/Project', '/api/resource/Spaces', '/api/resource/Puxeo%20Statuses'].includes(url)) {
      return { status: 200, data: { data: [] } };
    }
    if (url === '/api/resource/Task' && params.fields === JSON.stringify(['count(name) as count'])) {
      return { status: 200, data: { data: [{ count: backend.counts(String(params.filters)) }] } };
    }
    if (url === '/api/resource/Task' && params.group_by === 'project') {
      return { status: 200, data: { data: [{ project: 'PROJ-1' }, { project: 'PROJ-2' }] } };
    }
    if (url === '/api/resource/Task') return { status: 200, data: { data: backend.recent } };
    return undefined;
  });
});

afterEach(() => server.restore());

function detail(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent ?? null;
}

async function openAccountTab() {
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Account' }));
}

test("shows the server's profile of the signed-in user under Account", async () => {
  renderPage(<UserProfilePage />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
  expect(screen.getByText('Member since Jan 15, 2025')).toBeInTheDocument();
  await openAccountTab();
  expect(detail('Email')).toBe('jane@example.com');
  expect(detail('First name')).toBe('Jane');
  expect(detail('Last name')).toBe('Doe');
  expect(detail('User type')).toBe('System User');
  expect(detail('Member since')).toBe('Jan 15, 2025');
  expect(detail('App role')).toBe('ADMIN');
  expect(detail('Account')).toBe('Enabled');
  const roles = within(screen.getByRole('region', { name: 'Frappe roles' })).getAllByRole('listitem');
  expect(roles.map((role) => role.textContent)).toEqual(['Tessera Admin', 'Projects User']);
  // No image: the avatar shows the initials.
  expect(screen.getByText('JD')).toBeInTheDocument();
});

test("the user's own figures: open, overdue and completed tasks assigned to them, and their projects", async () => {
  backend.counts = (filters) => {
    if (!filters.includes('%\\"jane@example.com\\"%')) return -1;
    if (filters.includes('exp_end_date')) return 2;
    if (filters.includes('"not in"')) return 5;
    if (filters.includes('"Completed"')) return 9;
    return -1;
  };
  renderPage(<UserProfilePage />);

  const figures = await screen.findByRole('list', { name: 'Your work' });
  await within(figures).findByText('5');
  expect(
    within(figures)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Open tasks5', 'Overdue2', 'Completed9', 'Projects2']);
});

test('the tasks they changed last, each a link to the task, their titles as text', async () => {
  renderPage(<UserProfilePage />);

  const activity = await screen.findByRole('list', { name: 'Tasks you changed last' });
  const links = await within(activity).findAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Ship the <b>release</b>', '/projects/all?task=TASK-0007'],
    ['Write the notes', '/projects/all?task=TASK-0003'],
  ]);
  const taskRead = server.calls.find((call) => call.url === '/api/resource/Task' && !call.body);
  expect(taskRead).toBeDefined();
});

test('no activity yet says so', async () => {
  backend.recent = [];
  renderPage(<UserProfilePage />);
  expect(await screen.findByText('No activity yet')).toBeInTheDocument();
});

test("the user's image, when the server has one", async () => {
  backend.profile = () => ({ ...serverProfile, user_image: '/files/jane.png' });
  const { container } = renderPage(<UserProfilePage />);

  await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
  expect(container.querySelector('img')).toHaveAttribute('src', '/files/jane.png');
});

test('a disabled account without roles, named only by first and last name', async () => {
  backend.profile = () => ({ name: 'jane@example.com', first_name: 'Sam', last_name: 'Lee', enabled: 0 });
  renderPage(<UserProfilePage />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Sam Lee' })).toBeInTheDocument();
  await openAccountTab();
  expect(detail('Email')).toBe('jane@example.com');
  expect(detail('Account')).toBe('Disabled');
  expect(detail('Member since')).toBe('—');
  expect(screen.getByText('No roles assigned.')).toBeInTheDocument();
});

test('an error shows the reason and Retry loads the profile again', async () => {
  let failures = 1;
  backend.profile = () => (failures-- > 0 ? new Error('User jane@example.com not found') : serverProfile);
  renderPage(<UserProfilePage />);

  expect(await screen.findByText('User jane@example.com not found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Jane (cached)' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
});

test('signed out: says so instead of asking the server', () => {
  currentUserMock.mockReturnValue(null);
  renderPage(<UserProfilePage />);

  expect(screen.getByText('Not signed in')).toBeInTheDocument();
  expect(server.calls).toEqual([]);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchFrappeRoles, getDoc, useCurrentUser, type SessionUser } from 'shared-auth';
import { renderPage } from 'build-presets/testing';
import type { UserProfile } from './api/get-user-profile';
import UserProfilePage from './UserProfilePage';

jest.mock('shared-auth', () => ({
  ...jest.requireActual<typeof import('shared-auth')>('shared-auth'),
  useCurrentUser: jest.fn(),
  getDoc: jest.fn(),
  fetchFrappeRoles: jest.fn(),
}));

const currentUserMock = jest.mocked(useCurrentUser);
/** The User record's read; its roles come with it, so get_roles adds none. */
const getDocMock = jest.mocked(getDoc);

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

function detail(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent ?? null;
}

beforeEach(() => {
  currentUserMock.mockReturnValue(signedIn);
  getDocMock.mockReset();
  jest.mocked(fetchFrappeRoles).mockResolvedValue([]);
});

test("shows the server's profile of the signed-in user", async () => {
  getDocMock.mockResolvedValue(serverProfile);
  renderPage(<UserProfilePage />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
  expect(getDocMock).toHaveBeenCalledWith('User', 'jane@example.com', expect.any(AbortSignal));
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

test("the user's image, when the server has one", async () => {
  getDocMock.mockResolvedValue({ ...serverProfile, user_image: '/files/jane.png' });
  const { container } = renderPage(<UserProfilePage />);

  await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
  expect(container.querySelector('img')).toHaveAttribute('src', '/files/jane.png');
});

test('a disabled account without roles, named only by first and last name', async () => {
  getDocMock.mockResolvedValue({ name: 'sam@example.com', first_name: 'Sam', last_name: 'Lee', enabled: 0 });
  renderPage(<UserProfilePage />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Sam Lee' })).toBeInTheDocument();
  expect(detail('Email')).toBe('sam@example.com');
  expect(detail('Account')).toBe('Disabled');
  expect(detail('Member since')).toBe('—');
  expect(screen.getByText('No roles assigned.')).toBeInTheDocument();
});

test('an error shows the reason and Retry loads the profile again', async () => {
  getDocMock.mockRejectedValueOnce(new Error('User jane@example.com not found')).mockResolvedValue(serverProfile);
  const user = userEvent.setup();
  renderPage(<UserProfilePage />);

  expect(await screen.findByText('User jane@example.com not found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Jane (cached)' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
  expect(getDocMock).toHaveBeenCalledTimes(2);
});

test('signed out: says so instead of asking the server', () => {
  currentUserMock.mockReturnValue(null);
  renderPage(<UserProfilePage />);

  expect(screen.getByText('Not signed in')).toBeInTheDocument();
  expect(getDocMock).not.toHaveBeenCalled();
});

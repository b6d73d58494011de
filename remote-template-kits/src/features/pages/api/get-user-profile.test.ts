import { fetchFrappeRoles, getDoc } from 'shared-auth';
import { testQueryClient } from 'build-presets/testing';
import { fetchUserProfile, userProfileQueryOptions } from './get-user-profile';
import { pagesKeys } from './pages-keys';

jest.mock('shared-auth', () => ({
  ...jest.requireActual<typeof import('shared-auth')>('shared-auth'),
  getDoc: jest.fn(),
  fetchFrappeRoles: jest.fn(),
}));

const getDocMock = jest.mocked(getDoc);
const rolesMock = jest.mocked(fetchFrappeRoles);

beforeEach(() => {
  getDocMock.mockReset();
  rolesMock.mockReset();
});

test('takes the roles from get_roles when the record hides them (its own record, not a System Manager)', async () => {
  getDocMock.mockResolvedValue({ name: 'elena@example.com', roles: [] });
  rolesMock.mockResolvedValue(['Tessera Editor', 'All', 'Guest', 'Desk User']);
  await expect(fetchUserProfile('elena@example.com')).resolves.toEqual({
    name: 'elena@example.com',
    roles: [{ role: 'Tessera Editor' }],
  });
  expect(rolesMock).toHaveBeenCalledWith('elena@example.com');
});

test('keeps the roles the record shows', async () => {
  getDocMock.mockResolvedValue({ name: 'adam@example.com', roles: [{ role: 'Tessera Admin' }] });
  rolesMock.mockResolvedValue(['Tessera Admin', 'All']);
  await expect(fetchUserProfile('adam@example.com')).resolves.toEqual({
    name: 'adam@example.com',
    roles: [{ role: 'Tessera Admin' }],
  });
});

test("each user's profile is cached under its own key, below the User doctype's key", () => {
  const jane = userProfileQueryOptions('jane@example.com').queryKey;
  expect(jane).toEqual(['resource', 'User', 'profile', 'jane@example.com']);
  expect(pagesKeys.userProfile('jane@example.com')).toEqual(jane);
  expect(userProfileQueryOptions('sam@example.com').queryKey).not.toEqual(jane);
});

test('the query reads the User record with its abort signal', async () => {
  getDocMock.mockResolvedValue({ name: 'jane@example.com', roles: [{ role: 'Tessera Admin' }] });
  rolesMock.mockResolvedValue(['Tessera Admin']);
  const client = testQueryClient();

  const profile = await client.fetchQuery(userProfileQueryOptions('jane@example.com'));
  expect(profile).toEqual({ name: 'jane@example.com', roles: [{ role: 'Tessera Admin' }] });
  expect(getDocMock).toHaveBeenCalledWith('User', 'jane@example.com', expect.any(AbortSignal));
});

import { fetchFrappeRoles, getDoc } from 'shared-auth';
import { fetchUserProfile } from './user-profile';

jest.mock('shared-auth', () => ({ getDoc: jest.fn(), fetchFrappeRoles: jest.fn() }));

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

import { testQueryClient } from 'build-presets/testing';
import { pagesKeys } from './pages-keys';
import { userProfileQueryOptions } from './use-user-profile';
import { fetchUserProfile } from './user-profile';

jest.mock('./user-profile', () => ({ fetchUserProfile: jest.fn() }));

test("each user's profile is cached under its own key, below the User doctype's key", () => {
  const jane = userProfileQueryOptions('jane@example.com').queryKey;
  expect(jane).toEqual(['resource', 'User', 'profile', 'jane@example.com']);
  expect(pagesKeys.userProfile('jane@example.com')).toEqual(jane);
  expect(userProfileQueryOptions('sam@example.com').queryKey).not.toEqual(jane);
});

test('the query reads the User record with its abort signal', async () => {
  jest.mocked(fetchUserProfile).mockResolvedValue({ name: 'jane@example.com' });
  const client = testQueryClient();

  const profile = await client.fetchQuery(userProfileQueryOptions('jane@example.com'));
  expect(profile).toEqual({ name: 'jane@example.com' });
  expect(fetchUserProfile).toHaveBeenCalledWith('jane@example.com', expect.any(AbortSignal));
});

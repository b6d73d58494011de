import { useCallback } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useCurrentUser, type SessionUser } from 'shared-auth';
import { EmptyMessage } from '../common/EmptyMessage';
import { ErrorState } from '../common/ErrorState';
import { LoadingBlocks } from '../common/LoadingBlocks';
import { useAsync } from '../common/use-async';
import { ProfileCard } from './ProfileCard';
import { fetchUserProfile } from './user-profile-api';

function Profile({ user }: { user: SessionUser }) {
  const { userId } = user;
  const load = useCallback((signal: AbortSignal) => fetchUserProfile(userId, signal), [userId]);
  const profile = useAsync(load);
  if (profile.status === 'ready') return <ProfileCard profile={profile.data} appRole={user.role} />;
  return (
    <>
      <Heading as="h1" size="2xl">
        {user.displayName}
      </Heading>
      {profile.status === 'loading' ? (
        <LoadingBlocks label="Loading your profile" tiles={0} panels={1} />
      ) : (
        <ErrorState title="Couldn't load your profile" message={profile.error} onRetry={profile.retry} />
      )}
    </>
  );
}

/** `/pages/user-profile`: the signed-in user's own record on the server. */
export default function UserProfilePage() {
  const user = useCurrentUser();
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} minW="0">
      {user ? <Profile user={user} /> : <EmptyMessage title="Not signed in" description="Sign in to see your profile." />}
    </Stack>
  );
}

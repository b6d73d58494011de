import { useState } from 'react';
import { readableError, useCurrentUser, type SessionUser } from 'shared-auth';
import { EmptyState, ErrorState, LoadingState, PageLayout, Stack, Tabs, toIsoDate } from 'shared-ui';
import { useUserProfile } from './api/get-user-profile';
import { fullNameOf } from './model/full-name';
import { ProfileActivity } from './components/ProfileActivity';
import { ProfileCard } from './components/ProfileCard';
import { ProfileHeader } from './components/ProfileHeader';
import { ProfileStats } from './components/ProfileStats';

/** The signed-in user's record; until it arrives, the page is titled with the session's cached name. */
function Profile({ user }: { user: SessionUser }) {
  const profile = useUserProfile(user.userId);
  const [today] = useState(() => toIsoDate(new Date()));
  return (
    <PageLayout title={profile.data ? fullNameOf(profile.data) : user.displayName} documentTitle="My profile">
      {profile.isPending && <LoadingState label="Loading your profile" shape="lines" count={5} />}
      {profile.isError && (
        <ErrorState
          title="Couldn't load your profile"
          message={readableError(profile.error)}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && (
        <Stack gap="6">
          <ProfileHeader profile={profile.data} appRole={user.role} />
          <ProfileStats userId={user.userId} today={today} />
          <Tabs.Root defaultValue="activity" colorPalette="brand" lazyMount>
            <Tabs.List aria-label="Profile">
              <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
              <Tabs.Trigger value="account">Account</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="activity">
              <ProfileActivity userId={user.userId} />
            </Tabs.Content>
            <Tabs.Content value="account">
              <ProfileCard profile={profile.data} appRole={user.role} />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      )}
    </PageLayout>
  );
}

/** `/pages/user-profile`: the signed-in user's own record on the server, their figures and their last changes. */
export default function UserProfilePage() {
  const user = useCurrentUser();
  if (user) return <Profile user={user} />;
  return (
    <PageLayout title="My profile">
      <EmptyState title="Not signed in" description="Sign in to see your profile." />
    </PageLayout>
  );
}

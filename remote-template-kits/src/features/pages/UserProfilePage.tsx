import { readableError, useCurrentUser, type SessionUser } from 'shared-auth';
import { EmptyState, ErrorState, LoadingState, PageLayout } from 'shared-ui';
import { useUserProfile } from './api/get-user-profile';
import { fullNameOf } from './model/full-name';
import { ProfileCard } from './components/ProfileCard';

const PAGE_MAX_W = '4xl';

/** The signed-in user's record; until it arrives, the page is titled with the session's cached name. */
function Profile({ user }: { user: SessionUser }) {
  const profile = useUserProfile(user.userId);
  return (
    <PageLayout
      title={profile.data ? fullNameOf(profile.data) : user.displayName}
      documentTitle="My profile"
      contentMaxW={PAGE_MAX_W}
    >
      {profile.isPending && <LoadingState label="Loading your profile" shape="lines" count={5} />}
      {profile.isError && (
        <ErrorState
          title="Couldn't load your profile"
          message={readableError(profile.error)}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && <ProfileCard profile={profile.data} appRole={user.role} />}
    </PageLayout>
  );
}

/** `/pages/user-profile`: the signed-in user's own record on the server. */
export default function UserProfilePage() {
  const user = useCurrentUser();
  if (user) return <Profile user={user} />;
  return (
    <PageLayout title="My profile" contentMaxW={PAGE_MAX_W}>
      <EmptyState title="Not signed in" description="Sign in to see your profile." />
    </PageLayout>
  );
}

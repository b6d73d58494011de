import { useDocViewers } from 'shared-auth';
import { AvatarGroup, HStack, Text } from 'shared-ui';
import { useAssignableUsers } from './list-assignable-users';

interface DocViewersProps {
  /** The document shown (a space's or project's board, a task): marked as open by this user while shown. */
  doctype: string;
  name: string | null;
}

/** Who else has this document open now, as avatars (presence, from the realtime server); nothing when nobody. */
export function DocViewers({ doctype, name }: DocViewersProps) {
  const viewers = useDocViewers(doctype, name);
  const users = useAssignableUsers(viewers.length > 0);
  if (viewers.length === 0) return null;
  const names = viewers.map((id) => users.data?.find((user) => user.id === id)?.fullName ?? id);
  return (
    <HStack role="group" aria-label={`Also here: ${names.join(', ')}`} gap="2">
      <Text fontSize="sm" color="fg.muted" hideBelow="sm">
        Also here
      </Text>
      <AvatarGroup people={names.map((fullName) => ({ name: fullName }))} size="xs" />
    </HStack>
  );
}

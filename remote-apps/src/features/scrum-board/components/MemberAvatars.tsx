import { Avatar, HStack, Text } from 'shared-ui';
import type { ScrumMember } from 'tessera-contracts';

/** A few members' avatars, the rest counted ("+2"); each named for screen readers. */
export function MemberAvatars({ members, max = 4 }: { members: readonly ScrumMember[]; max?: number }) {
  const shown = members.slice(0, max);
  const more = members.length - shown.length;
  return (
    <HStack gap={0.5} aria-label={`Members: ${members.map((member) => member.name).join(', ')}`} role="group">
      {shown.map((member) => (
        <Avatar.Root key={member.id} size="2xs" borderWidth="2px" borderColor="bg.panel">
          <Avatar.Fallback name={member.name} />
          {member.avatar && <Avatar.Image src={member.avatar} alt="" />}
        </Avatar.Root>
      ))}
      {more > 0 && (
        <Text fontSize="xs" ms={2} color="fg.muted">
          +{more}
        </Text>
      )}
    </HStack>
  );
}

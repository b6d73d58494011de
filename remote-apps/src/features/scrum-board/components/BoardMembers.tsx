import { Button, HStack, Menu, Portal, UsersIcon } from 'shared-ui';
import type { ScrumMember } from 'tessera-contracts';
import { MemberAvatars } from './MemberAvatars';

interface BoardMembersProps {
  members: readonly ScrumMember[];
  everyone: readonly ScrumMember[];
  onAdd: (member: ScrumMember) => void;
  onRemove: (member: ScrumMember) => void;
}

/** The board's members, and a menu to add or remove one. */
export function BoardMembers({ members, everyone, onAdd, onRemove }: BoardMembersProps) {
  const onBoard = new Set(members.map((member) => member.id));
  return (
    <HStack gap={2}>
      <MemberAvatars members={members} max={5} />
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            <UsersIcon />
            Members
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxH="20rem" overflowY="auto">
              {everyone.map((member) => (
                <Menu.CheckboxItem
                  key={member.id}
                  value={String(member.id)}
                  checked={onBoard.has(member.id)}
                  onCheckedChange={(checked) => (checked ? onAdd(member) : onRemove(member))}
                >
                  {member.name}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}

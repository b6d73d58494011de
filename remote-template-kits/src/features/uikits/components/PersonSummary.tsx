import type { ListPerson } from 'tessera-contracts';
import { Avatar, HStack, Stack, Text } from 'shared-ui';

const AVATAR_PALETTES = ['teal', 'blue', 'purple', 'pink', 'orange', 'green'];

/** Avatar (initials), name and one line under it. */
export function PersonSummary({ person, detail }: { person: ListPerson; detail: string }) {
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette={AVATAR_PALETTES[person.id % AVATAR_PALETTES.length]}>
        <Avatar.Fallback name={person.name}>{person.initials}</Avatar.Fallback>
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text textStyle="sm" fontWeight="medium" truncate>
          {person.name}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          {detail}
        </Text>
      </Stack>
    </HStack>
  );
}

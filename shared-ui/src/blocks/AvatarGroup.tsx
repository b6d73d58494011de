import { Avatar, AvatarGroup as ChakraAvatarGroup } from '@chakra-ui/react';

export interface AvatarPerson {
  name: string;
  imageUrl?: string | null;
}

interface AvatarGroupProps {
  people: AvatarPerson[];
  /** More than this many shows "+n". */
  max?: number;
  size?: 'xs' | 'sm' | 'md';
}

/** Overlapping avatars of a few people, with the rest counted; each named for screen readers. */
export function AvatarGroup({ people, max = 4, size = 'sm' }: AvatarGroupProps) {
  const shown = people.slice(0, max);
  const hidden = people.length - shown.length;
  return (
    <ChakraAvatarGroup size={size} stacking="first-on-top">
      {shown.map((person) => (
        <Avatar.Root key={person.name} title={person.name}>
          {person.imageUrl && <Avatar.Image src={person.imageUrl} alt={person.name} />}
          <Avatar.Fallback name={person.name} />
        </Avatar.Root>
      ))}
      {hidden > 0 && (
        <Avatar.Root variant="solid" title={`${hidden} more`}>
          <Avatar.Fallback>{`+${hidden}`}</Avatar.Fallback>
        </Avatar.Root>
      )}
    </ChakraAvatarGroup>
  );
}

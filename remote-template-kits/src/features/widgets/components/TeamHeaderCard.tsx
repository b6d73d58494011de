import { Card, HStack, Text } from 'shared-ui';

interface TeamHeaderCardProps {
  team: string;
  palette: string;
  open: number;
  members: number;
  lead: string;
}

/** A card under a header in its team's colour. */
export function TeamHeaderCard({ team, palette, open, members, lead }: TeamHeaderCardProps) {
  return (
    <Card.Root role="region" aria-label={`${team} team`} size="sm" overflow="hidden" colorPalette={palette}>
      <Card.Header bg="colorPalette.700" color="white" pb="4">
        <Text fontWeight="semibold">{team}</Text>
      </Card.Header>
      <Card.Body gap="1" pt="4">
        <HStack justify="space-between" textStyle="sm">
          <Text color="fg.muted">Open tasks</Text>
          <Text fontWeight="semibold">{open}</Text>
        </HStack>
        <HStack justify="space-between" textStyle="sm">
          <Text color="fg.muted">Members</Text>
          <Text fontWeight="semibold">{members}</Text>
        </HStack>
        <HStack justify="space-between" textStyle="sm">
          <Text color="fg.muted">Lead</Text>
          <Text fontWeight="semibold">{lead}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

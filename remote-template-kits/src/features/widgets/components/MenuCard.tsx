import { useState } from 'react';
import { Badge, Button, Card, EllipsisIcon, HStack, IconButton, Menu, Portal, Text } from 'shared-ui';

/** A card with a menu of actions that really act on it: pin it, or archive it (and restore it). */
export function MenuCard() {
  const [pinned, setPinned] = useState(false);
  const [archived, setArchived] = useState(false);

  if (archived) {
    return (
      <Card.Root role="region" aria-label="Weekly status report" size="sm" borderStyle="dashed">
        <Card.Body gap="3" alignItems="flex-start">
          <Text textStyle="sm" color="fg.muted">
            “Weekly status report” is archived.
          </Text>
          <Button size="sm" variant="outline" onClick={() => setArchived(false)}>
            Restore
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root role="region" aria-label="Weekly status report" size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <HStack gap="2">
            <Text fontWeight="semibold">Weekly status report</Text>
            {pinned && <Badge colorPalette="teal">Pinned</Badge>}
          </HStack>
          <Menu.Root
            onSelect={(details) => {
              if (details.value === 'pin') setPinned(!pinned);
              if (details.value === 'archive') setArchived(true);
            }}
          >
            <Menu.Trigger asChild>
              <IconButton size="xs" variant="ghost" aria-label="Report actions">
                <EllipsisIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="pin">{pinned ? 'Unpin' : 'Pin to the top'}</Menu.Item>
                  <Menu.Item value="archive" color="fg.error">
                    Archive
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Text textStyle="sm" color="fg.muted">
          Every Friday at 16:00: tasks finished, tasks slipping, and blockers, sent to the project’s followers.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

// The "Archived" view at the end of the tree: archived spaces and projects, each with Restore (editors and up).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canAccess, readableError, useCurrentUser } from 'shared-auth';
import { Box, Button, HStack, Stack, Text, toaster } from 'shared-ui';
import { itemLabel, type TreeItem } from '../api/tree-item';
import { setArchived } from '../api/update-tree-item';
import { invalidateWorkspace } from '../wizard/api/invalidate-workspace';

export function ArchivedItems({ items }: { items: TreeItem[] }) {
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  if (items.length === 0) return null;
  const canRestore = !!user && canAccess(user.role, 'editor');

  const restore = async (item: TreeItem) => {
    try {
      await setArchived(item, false);
      toaster.create({ type: 'success', title: `${itemLabel(item)} restored` });
    } catch (error) {
      toaster.create({ type: 'error', title: `${itemLabel(item)}: ${readableError(error)}` });
    } finally {
      await invalidateWorkspace(queryClient);
    }
  };

  return (
    <Box as="li" listStyleType="none" mt="2">
      <Button
        variant="ghost"
        size="xs"
        color="inherit"
        opacity="0.85"
        aria-expanded={open}
        aria-controls="archived-tree-items"
        _hover={{ bg: 'sidebar.hover' }}
        onClick={() => setOpen((value) => !value)}
      >
        Archived ({items.length})
      </Button>
      {open && (
        <Stack as="ul" id="archived-tree-items" gap="1" ps="3" py="1">
          {items.map((item) => (
            <HStack as="li" key={`${item.kind}:${item.doc.name}`} listStyleType="none" justify="space-between" gap="2">
              <Text textStyle="sm" truncate>
                {itemLabel(item)}
                <Text as="span" opacity="0.7">
                  {' '}
                  · {item.kind}
                </Text>
              </Text>
              {canRestore && (
                <Button
                  size="2xs"
                  variant="outline"
                  color="inherit"
                  aria-label={`Restore ${itemLabel(item)}`}
                  onClick={() => void restore(item)}
                >
                  Restore
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

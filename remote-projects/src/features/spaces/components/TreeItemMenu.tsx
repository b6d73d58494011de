// The context menu of a space or a project in the tree, keyboard reachable (a button beside its name):
// Create a new project (spaces), Duplicate, Archive, and More: rename, change colour, delete. Editors and up
// see it; Delete only admins and up (the server enforces both anyway).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canAccess, readableError, useCurrentUser } from 'shared-auth';
import { ConfirmDialog, IconButton, Menu, EllipsisIcon, Portal, STICKY_ANCHOR_POSITIONING, toaster } from 'shared-ui';
import { deleteTreeItem, type DeletionOutcome } from '../api/delete-tree-item';
import { copyLabel, duplicate } from '../api/duplicate-tree-item';
import { itemLabel, type TreeItem } from '../api/tree-item';
import { setArchived } from '../api/update-tree-item';
import { describeIncompleteDeletion } from '../model/deletion-report';
import { invalidateWorkspace } from '../wizard/api/invalidate-workspace';
import { CreateWizardDialog } from '../wizard';
import { EditItemDialog, type EditMode } from './EditItemDialog';

interface TreeItemMenuProps {
  item: TreeItem;
  /** The names of its siblings, for a copy's name. */
  siblingLabels: readonly string[];
}

type OpenDialog = 'wizard' | 'delete' | EditMode | null;

interface Notice {
  type: 'success' | 'error';
  title: string;
  description?: string;
}

const done = (title: string): Notice => ({ type: 'success', title });

function deletionNotice(item: TreeItem, outcome: DeletionOutcome): Notice {
  const label = itemLabel(item);
  if (outcome.kind === 'deleted') return done(`${label} deleted`);
  if (outcome.kind === 'has-tasks') return { type: 'error', title: outcome.message };
  return {
    type: 'error',
    title: `${label} was not completely deleted`,
    description: describeIncompleteDeletion(`the ${item.kind} ${label}`, outcome.report),
  };
}

export function TreeItemMenu({ item, siblingLabels }: TreeItemMenuProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!user || !canAccess(user.role, 'editor')) return null;
  const label = itemLabel(item);
  const canDelete = canAccess(user.role, 'admin');
  const refresh = () => invalidateWorkspace(queryClient);

  const run = async (action: () => Promise<Notice>) => {
    try {
      toaster.create(await action());
    } catch (error) {
      toaster.create({ type: 'error', title: `${label}: ${readableError(error)}` });
    } finally {
      await refresh();
    }
  };

  const onDuplicate = () =>
    run(async () => {
      const { missing } = await duplicate(item, copyLabel(label, siblingLabels));
      return done(
        missing.length === 0
          ? `${label} duplicated`
          : `${label} duplicated, but these statuses were not copied: ${missing.join(', ')}`,
      );
    });
  const onArchive = () =>
    run(async () => {
      await setArchived(item, true);
      return done(`${label} archived. Restore it from Archived, at the end of the Spaces list.`);
    });
  const onDelete = () => {
    setDialog(null);
    void run(async () => deletionNotice(item, await deleteTreeItem(item)));
  };

  return (
    <>
      <Menu.Root positioning={{ ...STICKY_ANCHOR_POSITIONING, placement: 'bottom-start' }}>
        <Menu.Trigger asChild>
          <IconButton
            aria-label={`Actions for ${label}`}
            size="2xs"
            variant="ghost"
            color="inherit"
            _hover={{ bg: 'sidebar.hover' }}
          >
            <EllipsisIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {item.kind === 'space' && (
                <Menu.Item value="new-project" onSelect={() => setDialog('wizard')}>
                  Create a new project
                </Menu.Item>
              )}
              <Menu.Item value="duplicate" onSelect={() => void onDuplicate()}>
                Duplicate
              </Menu.Item>
              <Menu.Item value="archive" onSelect={() => void onArchive()}>
                Archive
              </Menu.Item>
              <Menu.Root positioning={{ ...STICKY_ANCHOR_POSITIONING, placement: 'right-start', gutter: 2 }}>
                <Menu.TriggerItem>More</Menu.TriggerItem>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item value="rename" onSelect={() => setDialog('rename')}>
                        Rename
                      </Menu.Item>
                      <Menu.Item value="color" onSelect={() => setDialog('color')}>
                        Change colour
                      </Menu.Item>
                      {canDelete && (
                        <Menu.Item value="delete" color="fg.error" onSelect={() => setDialog('delete')}>
                          Delete
                        </Menu.Item>
                      )}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {item.kind === 'space' && (
        <CreateWizardDialog
          kind="project"
          space={item.doc.name}
          open={dialog === 'wizard'}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog === 'rename' || dialog === 'color') && (
        <EditItemDialog
          item={item}
          mode={dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete ${label}?`}
        description={
          item.kind === 'space'
            ? 'Its projects and statuses are deleted with it. A space whose projects still have tasks cannot be deleted.'
            : 'Its own statuses are deleted with it. A project that still has tasks cannot be deleted.'
        }
        onConfirm={onDelete}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}

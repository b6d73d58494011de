import { MenuIcon, PencilIcon, Trash2Icon, UserIcon, IconButton, Menu, Portal } from 'shared-ui';

interface TaskRowActionsProps {
  subject: string;
  canRemove: boolean;
  onEdit: () => void;
  onReassign: () => void;
  onRemove: () => void;
}

// onClick rather than onSelect: zag's onSelect depends on the item highlighted by the pointer, which a menu
// reopened after its dialog closed can miss; a click (mouse, or Enter on the highlighted item) always arrives.
export function TaskRowActions({ subject, canRemove, onEdit, onReassign, onRemove }: TaskRowActionsProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={`Actions for “${subject}”`}>
          <MenuIcon aria-hidden="true" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit" onClick={onEdit}>
              <PencilIcon size={14} aria-hidden="true" />
              Edit
            </Menu.Item>
            <Menu.Item value="reassign" onClick={onReassign}>
              <UserIcon size={14} aria-hidden="true" />
              Reassign
            </Menu.Item>
            {canRemove && (
              <Menu.Item value="remove" color="fg.error" onClick={onRemove}>
                <Trash2Icon size={14} aria-hidden="true" />
                Remove
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { HStack, IconButton, PencilIcon, RouterLink, Trash2Icon } from 'shared-ui';
import { EyeIcon } from 'shared-ui/kits';
import type { Contact } from 'tessera-contracts';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { contactDetailsPath } from '../model/contact-paths';

interface ContactRowActionsProps {
  contact: Contact;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * View, edit and delete one contact (a GUEST only views), each named for the contact so a screen reader's list of
 * buttons makes sense.
 */
export function ContactRowActions({ contact, onEdit, onDelete }: ContactRowActionsProps) {
  const canEdit = useCanEditSharedData();
  return (
    <HStack gap="1">
      <IconButton asChild size="sm" variant="ghost" aria-label={`View ${contact.name}`}>
        <RouterLink to={contactDetailsPath(contact.id)}>
          <EyeIcon />
        </RouterLink>
      </IconButton>
      {canEdit && (
        <>
          <IconButton size="sm" variant="ghost" aria-label={`Edit ${contact.name}`} onClick={onEdit}>
            <PencilIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${contact.name}`}
            onClick={onDelete}
          >
            <Trash2Icon />
          </IconButton>
        </>
      )}
    </HStack>
  );
}

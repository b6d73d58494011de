import { CloseButton, Dialog, ModalFrame } from 'shared-ui';
import type { Contact } from 'tessera-contracts';
import { ContactForm } from './ContactForm';

interface ContactFormDialogProps {
  open: boolean;
  contact?: Contact;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
}

export function ContactFormDialog({ open, contact, onClose, onSaved }: ContactFormDialogProps) {
  return (
    <ModalFrame open={open} onClose={onClose} size="lg">
      <Dialog.Header>
        <Dialog.Title>{contact ? `Edit ${contact.name}` : 'New contact'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <ContactForm contact={contact} onCancel={onClose} onSaved={onSaved} />
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </ModalFrame>
  );
}

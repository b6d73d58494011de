// The create, edit and delete dialogs every contact view offers, with their state, in one place.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, toaster } from 'shared-ui';
import type { Contact } from 'tessera-contracts';
import { useDeleteContacts } from '../api/delete-contacts';
import { ContactFormDialog } from '../components/ContactFormDialog';

type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; contact: Contact };

export interface ContactDialogs {
  create: () => void;
  edit: (contact: Contact) => void;
  /** Asks first; `onDeleted` runs once the contacts are gone from the views. */
  remove: (contacts: readonly Contact[], onDeleted?: () => void) => void;
  element: ReactNode;
}

function deleteQuestion(contacts: readonly Contact[]): { title: string; description: string } {
  const [only] = contacts;
  if (contacts.length === 1 && only) {
    return {
      title: `Delete ${only.name}?`,
      description: `${only.name} will be removed for everyone. This cannot be undone.`,
    };
  }
  return {
    title: `Delete ${contacts.length} contacts?`,
    description: `The ${contacts.length} selected contacts will be removed for everyone. This cannot be undone.`,
  };
}

export function useContactDialogs(): ContactDialogs {
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [doomed, setDoomed] = useState<{ contacts: readonly Contact[]; onDeleted?: () => void } | null>(null);
  const deleteContacts = useDeleteContacts();

  const confirmDelete = async () => {
    if (!doomed) return;
    const { contacts, onDeleted } = doomed;
    setDoomed(null);
    onDeleted?.();
    const { failed, message } = await deleteContacts(contacts);
    if (failed.length === 0) {
      toaster.create({
        type: 'success',
        title: contacts.length === 1 ? 'Contact deleted' : `${contacts.length} contacts deleted`,
      });
    } else {
      toaster.create({
        type: 'error',
        title: `Couldn't delete ${failed.map((contact) => contact.name).join(', ')}`,
        description: message,
      });
    }
  };

  const question = doomed ? deleteQuestion(doomed.contacts) : { title: '', description: '' };
  const element = (
    <>
      <ContactFormDialog
        open={editor.mode !== 'closed'}
        contact={editor.mode === 'edit' ? editor.contact : undefined}
        onClose={() => setEditor({ mode: 'closed' })}
        onSaved={(saved) => {
          setEditor({ mode: 'closed' });
          toaster.create({
            type: 'success',
            title: editor.mode === 'edit' ? `Saved ${saved.name}` : `Added ${saved.name}`,
          });
        }}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={question.title}
        description={question.description}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </>
  );

  return {
    create: () => setEditor({ mode: 'create' }),
    edit: (contact) => setEditor({ mode: 'edit', contact }),
    remove: (contacts, onDeleted) => setDoomed({ contacts, onDeleted }),
    element,
  };
}

import { ContactsPageFrame } from './components/ContactsPageFrame';
import { ContactTable } from './components/ContactTable';

/** The contacts as a table (`/contact/table`): sort, search, pages, and rows selected to delete together. */
export default function ContactTablePage() {
  return (
    <ContactsPageFrame title="Contacts table" view="table" loadingShape="rows">
      {(found, dialogs) => <ContactTable contacts={found} dialogs={dialogs} />}
    </ContactsPageFrame>
  );
}

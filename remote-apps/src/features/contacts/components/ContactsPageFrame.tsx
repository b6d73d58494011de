import { useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  Flex,
  LoadingState,
  PageLayout,
  PlusIcon,
  SearchField,
  SearchIcon,
  Text,
  UsersIcon,
} from 'shared-ui';
import { readableError } from 'shared-auth';
import type { Contact } from 'tessera-contracts';
import { ReadOnlyNote } from '@apps/access/ReadOnlyNote';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useContacts } from '../api/list-contacts';
import { useContactDialogs, type ContactDialogs } from '../hooks/use-contact-dialogs';
import { searchContacts } from '../model/contact-list';
import { ContactViewSwitch, type ContactView } from './ContactViewSwitch';

interface ContactsPageFrameProps {
  title: string;
  view: ContactView;
  loadingShape: 'rows' | 'cards' | 'lines';
  /** The contacts the search found (never none: the frame shows the empty states itself). */
  children: (found: Contact[], dialogs: ContactDialogs) => ReactNode;
}

/** What the table, list and card views share: the page, the search, "New contact", loading, empty and error. */
export function ContactsPageFrame({ title, view, loadingShape, children }: ContactsPageFrameProps) {
  const contacts = useContacts();
  const canEdit = useCanEditSharedData();
  const dialogs = useContactDialogs();
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchContacts(contacts.data ?? [], query), [contacts.data, query]);

  const newButton = (
    <Button onClick={dialogs.create} disabled={!contacts.data}>
      <PlusIcon aria-hidden />
      New contact
    </Button>
  );

  let body: ReactNode;
  if (contacts.isPending) body = <LoadingState label="Loading contacts" shape={loadingShape} />;
  else if (contacts.isError)
    body = (
      <ErrorState
        title="Couldn't load the contacts"
        message={readableError(contacts.error)}
        onRetry={() => void contacts.refetch()}
      />
    );
  else if (contacts.data.length === 0)
    body = (
      <EmptyState
        icon={<UsersIcon />}
        title="No contacts yet"
        description={canEdit ? 'Add the first one.' : undefined}
        action={canEdit && newButton}
      />
    );
  else if (found.length === 0)
    body = (
      <EmptyState
        icon={<SearchIcon />}
        title="No contact matches"
        description={`Nothing found for “${query}”.`}
        action={<Button onClick={() => setQuery('')}>Clear the search</Button>}
      />
    );
  else body = children(found, dialogs);

  return (
    <PageLayout title={title} actions={canEdit ? newButton : undefined}>
      {!canEdit && <ReadOnlyNote subject="the contacts" />}
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <SearchField
          label="Search contacts"
          placeholder="Search name, email, company…"
          value={query}
          onChange={setQuery}
          maxW={{ base: 'full', sm: '20rem' }}
        />
        <ContactViewSwitch current={view} />
      </Flex>
      {contacts.data && contacts.data.length > 0 && (
        <Text textStyle="sm" color="fg.muted" role="status" aria-live="polite">
          {query ? `${found.length} of ${contacts.data.length} contacts` : `${contacts.data.length} contacts`}
        </Text>
      )}
      {body}
      {dialogs.element}
    </PageLayout>
  );
}

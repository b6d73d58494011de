import { useState } from 'react';
import {
  Button,
  Card,
  DataList,
  EmptyState,
  ErrorState,
  Flex,
  HStack,
  Heading,
  LoadingState,
  Navigate,
  PageLayout,
  PencilIcon,
  RouterLink,
  Stack,
  Text,
  Trash2Icon,
  UsersIcon,
  formatCurrency,
  toaster,
  useNavigate,
  useSearchParams,
} from 'shared-ui';
import { readableError } from 'shared-auth';
import type { Contact } from 'tessera-contracts';
import { ReadOnlyNote } from '@apps/access/ReadOnlyNote';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { paths } from '@apps/paths';
import { useContacts } from './api/list-contacts';
import { ContactAvatar } from './components/ContactAvatar';
import { ContactForm } from './components/ContactForm';
import { ContactStatusBadge } from './components/ContactStatusBadge';
import { useContactDialogs } from './hooks/use-contact-dialogs';
import { GENDER_LABELS } from './model/contact-form';
import { DEFAULT_SORT, sortContacts } from './model/contact-list';
import { contactDetailsPath, contactIdFrom } from './model/contact-paths';

function ContactFacts({ contact }: { contact: Contact }) {
  const facts: [string, string][] = [
    ['Email', contact.email],
    ['Phone', contact.phone || '—'],
    ['Company', contact.company || '—'],
    ['Address', contact.address || '—'],
    ['Age', String(contact.age)],
    ['Gender', GENDER_LABELS[contact.gender]],
    ['Balance', formatCurrency(contact.balance, 'USD')],
  ];
  return (
    <DataList.Root orientation="horizontal" gap="3">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="6rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** One contact (`/contact/details?id=`): its details, edited in place, or deleted. */
export default function ContactDetailsPage() {
  const [search] = useSearchParams();
  const id = contactIdFrom(search);
  const contacts = useContacts();
  const dialogs = useContactDialogs();
  const navigate = useNavigate();
  const canEdit = useCanEditSharedData();
  const [editing, setEditing] = useState(false);
  const contact = contacts.data?.find((item) => item.id === id);

  if (contacts.isPending) {
    return (
      <PageLayout title="Contact">
        <LoadingState label="Loading the contact" shape="lines" />
      </PageLayout>
    );
  }
  if (contacts.isError) {
    return (
      <PageLayout title="Contact">
        <ErrorState
          title="Couldn't load the contact"
          message={readableError(contacts.error)}
          onRetry={() => void contacts.refetch()}
        />
      </PageLayout>
    );
  }
  // Without an id (the menu's link), the page opens on the first contact in the table's order.
  const first = id === null ? sortContacts(contacts.data, DEFAULT_SORT)[0] : undefined;
  if (first) return <Navigate replace to={contactDetailsPath(first.id)} />;
  if (!contact) {
    return (
      <PageLayout title="Contact not found">
        <EmptyState
          icon={<UsersIcon />}
          title={id === null ? 'No contacts yet' : 'This contact does not exist'}
          description={
            id === null
              ? 'Contacts added from the contacts table show here.'
              : 'It may have been deleted. Pick one from the contacts.'
          }
          action={
            <Button asChild>
              <RouterLink to={paths.contacts.table}>Back to contacts</RouterLink>
            </Button>
          }
        />
      </PageLayout>
    );
  }

  const actions = canEdit && !editing && (
    <HStack gap="2">
      <Button variant="outline" onClick={() => setEditing(true)}>
        <PencilIcon aria-hidden />
        Edit
      </Button>
      <Button
        variant="outline"
        colorPalette="red"
        onClick={() => dialogs.remove([contact], () => void navigate(paths.contacts.table))}
      >
        <Trash2Icon aria-hidden />
        Delete
      </Button>
    </HStack>
  );

  return (
    <PageLayout title={contact.name} actions={actions} contentMaxW="4xl">
      {!canEdit && <ReadOnlyNote subject="this contact" />}
      <Card.Root variant="outline">
        <Card.Body>
          {editing ? (
            <Stack gap="4">
              <Heading as="h2" size="md">
                Edit details
              </Heading>
              <ContactForm
                contact={contact}
                onCancel={() => setEditing(false)}
                onSaved={(saved) => {
                  setEditing(false);
                  toaster.create({ type: 'success', title: `Saved ${saved.name}` });
                }}
              />
            </Stack>
          ) : (
            <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'center', md: 'start' }}>
              <Stack align="center" gap="2" minW="10rem">
                <ContactAvatar contact={contact} size="2xl" />
                <ContactStatusBadge active={contact.isActive} />
              </Stack>
              <Stack gap="4" flex="1" minW="0" w="full">
                <Text color="fg.muted">{contact.company}</Text>
                <ContactFacts contact={contact} />
              </Stack>
            </Flex>
          )}
        </Card.Body>
      </Card.Root>
      {dialogs.element}
    </PageLayout>
  );
}

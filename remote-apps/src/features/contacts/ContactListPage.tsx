import { BRAND, Box, Card, Flex, Link, RouterLink, Stack, Text, formatCurrency } from 'shared-ui';
import { ContactAvatar } from './components/ContactAvatar';
import { ContactRowActions } from './components/ContactRowActions';
import { ContactsPageFrame } from './components/ContactsPageFrame';
import { ContactStatusBadge } from './components/ContactStatusBadge';
import { contactDetailsPath } from './model/contact-paths';

/** The contacts as a list (`/contact/list`), by name. */
export default function ContactListPage() {
  return (
    <ContactsPageFrame title="Contacts list" view="list" loadingShape="lines">
      {(found, dialogs) => (
        <Card.Root as="ul" aria-label="Contacts" variant="outline" overflow="hidden">
          {[...found]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((contact, index) => (
              <Box as="li" key={contact.id} listStyleType="none" borderTopWidth={index === 0 ? 0 : '1px'} px="4" py="3">
                <Flex gap="3" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
                  <ContactAvatar contact={contact} />
                  <Stack gap="0" flex="1" minW="0">
                    <Link asChild colorPalette={BRAND} fontWeight="medium">
                      <RouterLink to={contactDetailsPath(contact.id)}>{contact.name}</RouterLink>
                    </Link>
                    <Text textStyle="sm" color="fg.muted" truncate>
                      {[contact.company, contact.email].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <Stack gap="1" align={{ base: 'start', md: 'end' }} minW="8rem">
                    <Text textStyle="sm">{contact.phone}</Text>
                    <Flex gap="2" align="center">
                      <Text textStyle="sm" color="fg.muted">
                        {formatCurrency(contact.balance, 'USD')}
                      </Text>
                      <ContactStatusBadge active={contact.isActive} />
                    </Flex>
                  </Stack>
                  <ContactRowActions
                    contact={contact}
                    onEdit={() => dialogs.edit(contact)}
                    onDelete={() => dialogs.remove([contact])}
                  />
                </Flex>
              </Box>
            ))}
        </Card.Root>
      )}
    </ContactsPageFrame>
  );
}

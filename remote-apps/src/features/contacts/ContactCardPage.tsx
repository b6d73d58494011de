import {
  BRAND,
  BuildingIcon,
  Card,
  Flex,
  HStack,
  Heading,
  Link,
  RouterLink,
  SimpleGrid,
  Stack,
  Text,
  formatCurrency,
} from 'shared-ui';
import { MailIcon, PhoneIcon } from 'shared-ui/kits';
import { ContactAvatar } from './components/ContactAvatar';
import { ContactRowActions } from './components/ContactRowActions';
import { ContactsPageFrame } from './components/ContactsPageFrame';
import { ContactStatusBadge } from './components/ContactStatusBadge';
import { contactDetailsPath } from './model/contact-paths';

/** The contacts as cards (`/contact/card`), by name. */
export default function ContactCardPage() {
  return (
    <ContactsPageFrame title="Contact cards" view="card" loadingShape="cards">
      {(found, dialogs) => (
        <SimpleGrid as="ul" aria-label="Contacts" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {[...found]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((contact) => (
              <Card.Root as="li" key={contact.id} listStyleType="none" variant="outline" data-testid="contact-card">
                <Card.Body gap="3" alignItems="center" textAlign="center">
                  <ContactAvatar contact={contact} size="2xl" />
                  <Stack gap="1" align="center" minW="0" maxW="full">
                    <Heading as="h2" size="md" wordBreak="break-word">
                      <Link asChild colorPalette={BRAND}>
                        <RouterLink to={contactDetailsPath(contact.id)}>{contact.name}</RouterLink>
                      </Link>
                    </Heading>
                    <ContactStatusBadge active={contact.isActive} />
                  </Stack>
                  <Stack gap="1" textStyle="sm" color="fg.muted" maxW="full">
                    {contact.company && (
                      <HStack gap="2" justify="center">
                        <BuildingIcon size={14} aria-hidden />
                        <Text truncate>{contact.company}</Text>
                      </HStack>
                    )}
                    <HStack gap="2" justify="center">
                      <MailIcon size={14} aria-hidden />
                      <Text truncate>{contact.email}</Text>
                    </HStack>
                    {contact.phone && (
                      <HStack gap="2" justify="center">
                        <PhoneIcon size={14} aria-hidden />
                        <Text>{contact.phone}</Text>
                      </HStack>
                    )}
                  </Stack>
                </Card.Body>
                <Card.Footer justifyContent="space-between" borderTopWidth="1px" pt="3">
                  <Flex direction="column">
                    <Text textStyle="xs" color="fg.muted">
                      Balance
                    </Text>
                    <Text fontWeight="semibold">{formatCurrency(contact.balance, 'USD')}</Text>
                  </Flex>
                  <ContactRowActions
                    contact={contact}
                    onEdit={() => dialogs.edit(contact)}
                    onDelete={() => dialogs.remove([contact])}
                  />
                </Card.Footer>
              </Card.Root>
            ))}
        </SimpleGrid>
      )}
    </ContactsPageFrame>
  );
}

import { useMemo, useState } from 'react';
import {
  BRAND,
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  Link,
  RouterLink,
  Table,
  Text,
  Trash2Icon,
  formatCurrency,
} from 'shared-ui';
import { SortableColumnHeader } from 'shared-ui/kits';
import type { Contact } from 'tessera-contracts';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import type { ContactDialogs } from '../hooks/use-contact-dialogs';
import { contactDetailsPath } from '../model/contact-paths';
import {
  DEFAULT_SORT,
  pageOf,
  sortContacts,
  toggleSort,
  type ContactSort,
  type ContactSortKey,
} from '../model/contact-list';
import { ContactAvatar } from './ContactAvatar';
import { ContactPager } from './ContactPager';
import { ContactRowActions } from './ContactRowActions';
import { ContactStatusBadge } from './ContactStatusBadge';

const PAGE_SIZE = 10;

const COLUMNS: readonly { key: ContactSortKey; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'company', label: 'Company' },
  { key: 'email', label: 'Email' },
  { key: 'age', label: 'Age', numeric: true },
  { key: 'balance', label: 'Balance', numeric: true },
  { key: 'isActive', label: 'Status' },
];

interface ContactTableProps {
  contacts: Contact[];
  dialogs: ContactDialogs;
}

/** Sortable, paged, with rows to select and delete together (from the EDITOR role up). */
export function ContactTable({ contacts, dialogs }: ContactTableProps) {
  const canEdit = useCanEditSharedData();
  const [sort, setSort] = useState<ContactSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());

  const sorted = useMemo(() => sortContacts(contacts, sort), [contacts, sort]);
  const shown = pageOf(sorted, page, PAGE_SIZE);
  // Only contacts still listed count as selected (a search or a delete elsewhere may have dropped some).
  const selected = contacts.filter((contact) => selectedIds.has(contact.id));
  const pageSelected = shown.items.filter((contact) => selectedIds.has(contact.id)).length;
  const allOnPage = pageSelected === shown.items.length;

  const setChecked = (ids: readonly number[], checked: boolean) =>
    setSelectedIds((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Box minW="0">
      {canEdit && (
        <Flex minH="10" align="center" gap="3" wrap="wrap" mb="3">
          <Text textStyle="sm" color="fg.muted">
            {selected.length === 0 ? 'Select rows to delete several at once.' : `${selected.length} selected`}
          </Text>
          {selected.length > 0 && (
            <HStack gap="2">
              <Button
                size="sm"
                colorPalette="red"
                variant="outline"
                onClick={() =>
                  dialogs.remove(selected, () =>
                    setChecked(
                      selected.map((contact) => contact.id),
                      false,
                    ),
                  )
                }
              >
                <Trash2Icon aria-hidden />
                Delete selected ({selected.length})
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setSelectedIds(new Set())}>
                Clear selection
              </Button>
            </HStack>
          )}
        </Flex>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxW="full" position="relative">
        <Table.Root size="sm" interactive aria-label="Contacts">
          <Table.Header>
            <Table.Row>
              {canEdit && (
                <Table.ColumnHeader w="10">
                  <Checkbox.Root
                    size="sm"
                    checked={allOnPage ? true : pageSelected > 0 ? 'indeterminate' : false}
                    onCheckedChange={() =>
                      setChecked(
                        shown.items.map((contact) => contact.id),
                        !allOnPage,
                      )
                    }
                    aria-label="Select every contact on this page"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              )}
              {COLUMNS.map((column) => (
                <SortableColumnHeader
                  key={column.key}
                  label={column.label}
                  direction={sort.key === column.key ? sort.direction : null}
                  onSort={() => {
                    setSort((current) => toggleSort(current, column.key));
                    setPage(1);
                  }}
                  align={column.numeric ? 'end' : 'start'}
                />
              ))}
              <Table.ColumnHeader>
                <Text as="span" srOnly>
                  Actions
                </Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.items.map((contact) => (
              <Table.Row key={contact.id} data-selected={selectedIds.has(contact.id) ? '' : undefined}>
                {canEdit && (
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      checked={selectedIds.has(contact.id)}
                      onCheckedChange={(details) => setChecked([contact.id], details.checked === true)}
                      aria-label={`Select ${contact.name}`}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                )}
                <Table.Cell>
                  <HStack gap="3" minW="12rem">
                    <ContactAvatar contact={contact} size="sm" />
                    <Link asChild colorPalette={BRAND} fontWeight="medium">
                      <RouterLink to={contactDetailsPath(contact.id)}>{contact.name}</RouterLink>
                    </Link>
                  </HStack>
                </Table.Cell>
                <Table.Cell>{contact.company}</Table.Cell>
                <Table.Cell>{contact.email}</Table.Cell>
                <Table.Cell textAlign="end">{contact.age}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatCurrency(contact.balance, 'USD')}
                </Table.Cell>
                <Table.Cell>
                  <ContactStatusBadge active={contact.isActive} />
                </Table.Cell>
                <Table.Cell>
                  <ContactRowActions
                    contact={contact}
                    onEdit={() => dialogs.edit(contact)}
                    onDelete={() => dialogs.remove([contact])}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {shown.pages > 1 && (
        <Flex justify="center" mt="4">
          <ContactPager count={sorted.length} pageSize={PAGE_SIZE} page={shown.page} onPageChange={setPage} />
        </Flex>
      )}
    </Box>
  );
}

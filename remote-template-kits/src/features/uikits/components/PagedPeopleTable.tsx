import { useState } from 'react';
import type { ListPerson } from 'tessera-contracts';
import { HStack, NativeSelect, Stack, Table, Text } from 'shared-ui';
import { pageCount, pageRangeLabel, pageSlice } from '../model/paging';
import { PagePicker } from './PagePicker';
import { PersonStatusBadge } from '@kits/components/PersonStatusBadge';
import { PersonSummary } from './PersonSummary';

const PAGE_SIZES = [5, 10, 20];

/** The directory one page at a time: the pager, the page size and the "Showing 6–10 of 24" line agree. */
export function PagedPeopleTable({ people }: { people: readonly ListPerson[] }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const shown = pageSlice(people, Math.min(page, pageCount(people.length, pageSize)), pageSize);

  return (
    <Stack gap="4">
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">Team</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((person) => (
              <Table.Row key={person.id}>
                <Table.Cell maxW="0" w="full">
                  <PersonSummary person={person} detail={person.role} />
                </Table.Cell>
                <Table.Cell hideBelow="md">{person.team}</Table.Cell>
                <Table.Cell textAlign="end">
                  <PersonStatusBadge status={person.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {pageRangeLabel(page, pageSize, people.length)}
        </Text>
        <HStack gap="3" wrap="wrap">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Rows per page"
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.currentTarget.value));
                setPage(1);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} per page
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <PagePicker
            count={people.length}
            pageSize={pageSize}
            page={page}
            onPageChange={setPage}
            label="Pages of the team table"
          />
        </HStack>
      </HStack>
    </Stack>
  );
}

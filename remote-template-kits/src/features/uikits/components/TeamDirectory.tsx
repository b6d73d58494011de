import { useState } from 'react';
import type { ListPerson } from 'tessera-contracts';
import { EmptyState, HStack, SearchField, Stack, Text } from 'shared-ui';
import { List } from 'shared-ui/kits';
import { filterPeople } from '../model/filter-people';
import { PersonStatusBadge } from '@kits/components/PersonStatusBadge';
import { PersonSummary } from './PersonSummary';

/** The directory as a list with avatars and status, narrowed as you type. */
export function TeamDirectory({ people }: { people: readonly ListPerson[] }) {
  const [query, setQuery] = useState('');
  const shown = filterPeople(people, query);
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <SearchField
          label="Search the team"
          placeholder="Search by name, role or team"
          size="sm"
          value={query}
          onChange={setQuery}
          maxW={{ base: 'full', sm: 'xs' }}
        />
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {shown.length} of {people.length} people
        </Text>
      </HStack>
      {shown.length === 0 ? (
        <EmptyState title="No one matches" description={`Nobody's name, role or team contains “${query.trim()}”.`} />
      ) : (
        <List.Root variant="plain" aria-label="Team members" borderWidth="1px" borderRadius="l2">
          {shown.map((person) => (
            <List.Item
              key={person.id}
              justifyContent="space-between"
              gap="3"
              px="4"
              py="3"
              borderTopWidth={{ base: '1px', _first: '0' }}
            >
              <PersonSummary person={person} detail={`${person.role} · ${person.team}`} />
              <PersonStatusBadge status={person.status} />
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

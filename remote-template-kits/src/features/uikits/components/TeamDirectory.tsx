import { useState } from 'react';
import type { ListPerson } from 'tessera-contracts';
import { EmptyState, HStack, Input, InputGroup, SearchIcon, Stack, Text } from 'shared-ui';
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
        <InputGroup startElement={<SearchIcon size={16} aria-hidden />} maxW={{ base: 'full', sm: 'xs' }}>
          <Input
            type="search"
            size="sm"
            placeholder="Search by name, role or team"
            aria-label="Search the team"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </InputGroup>
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

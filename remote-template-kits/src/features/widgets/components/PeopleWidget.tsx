import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Box, Button, HStack, NativeSelect, Stack, Text } from 'shared-ui';
import type { ListPerson } from 'tessera-contracts';
import { PersonStatusBadge } from '@kits/components/PersonStatusBadge';
import { peopleQueryOptions } from '../api/list-people';
import { WIDGET_LIST_LENGTH } from '../api/widget-tasks';
import { WidgetCard } from './WidgetCard';

const ALL_TEAMS = '';

function PeopleList({ people }: { people: readonly ListPerson[] }) {
  const [team, setTeam] = useState(ALL_TEAMS);
  const [showAll, setShowAll] = useState(false);
  const teams = [...new Set(people.map((person) => person.team))].sort();
  const inTeam = team === ALL_TEAMS ? people : people.filter((person) => person.team === team);
  const shown = showAll ? inTeam : inTeam.slice(0, WIDGET_LIST_LENGTH);

  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label="Team" value={team} onChange={(event) => setTeam(event.target.value)}>
          <option value={ALL_TEAMS}>Every team</option>
          {teams.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label="People">
        {shown.map((person) => (
          <Box as="li" key={person.id} py="2">
            <HStack gap="3" justify="space-between">
              <HStack gap="3" minW="0">
                <Avatar.Root size="sm" colorPalette="green">
                  <Avatar.Fallback name={person.name}>{person.initials}</Avatar.Fallback>
                </Avatar.Root>
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" lineClamp={1}>
                    {person.name}
                  </Text>
                  <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                    {person.role} · {person.team}
                  </Text>
                </Stack>
              </HStack>
              <PersonStatusBadge status={person.status} />
            </HStack>
          </Box>
        ))}
      </Box>
      {inTeam.length > WIDGET_LIST_LENGTH && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${inTeam.length}`}
        </Button>
      )}
    </Stack>
  );
}

/** The demo directory: who is online, by team. */
export function PeopleWidget() {
  const people = useQuery(peopleQueryOptions());
  return (
    <WidgetCard title="Team" description="Who is around, by team." query={people}>
      {(data) => <PeopleList people={data} />}
    </WidgetCard>
  );
}

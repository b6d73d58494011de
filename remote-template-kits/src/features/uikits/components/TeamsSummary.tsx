import type { ListPerson } from 'tessera-contracts';
import { Badge } from 'shared-ui';
import { List } from 'shared-ui/kits';

/** The directory's teams in order of size: an ordered list with a count on each line. */
export function TeamsSummary({ people }: { people: readonly ListPerson[] }) {
  const sizes = new Map<string, number>();
  for (const person of people) sizes.set(person.team, (sizes.get(person.team) ?? 0) + 1);
  const teams = [...sizes].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return (
    <List.Root as="ol" gap="2" ps="5" aria-label="Teams by size">
      {teams.map(([team, size]) => (
        <List.Item key={team}>
          {team}{' '}
          <Badge size="sm" variant="outline" ms="1">
            {size} {size === 1 ? 'person' : 'people'}
          </Badge>
        </List.Item>
      ))}
    </List.Root>
  );
}

import type { ListPerson } from 'tessera-contracts';
import { filterPeople } from './filter-people';

const person = (id: number, name: string, role: string, team: string): ListPerson => ({
  id,
  name,
  role,
  team,
  initials: 'XX',
  email: 'x@example.com',
  status: 'online',
});

const PEOPLE = [
  person(1, 'Lucía Romero', 'QA engineer', 'Engineering'),
  person(2, 'Priya Shah', 'Product manager', 'Product'),
  person(3, 'Amara Okafor', 'Product designer', 'Design'),
];

describe('filterPeople', () => {
  it('matches name, role or team, ignoring case and accents', () => {
    expect(filterPeople(PEOPLE, 'lucia').map((p) => p.id)).toEqual([1]);
    expect(filterPeople(PEOPLE, ' PRODUCT ').map((p) => p.id)).toEqual([2, 3]);
    expect(filterPeople(PEOPLE, 'design').map((p) => p.id)).toEqual([3]);
    expect(filterPeople(PEOPLE, 'nobody')).toEqual([]);
  });

  it('keeps everyone for a blank query', () => {
    expect(filterPeople(PEOPLE, '   ')).toHaveLength(3);
  });
});

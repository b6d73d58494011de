// The list demo API (docs/demo-api.md): `GET /api/list/all`, a directory of people that the UI kits' list and
// pagination pages show. One list for everyone, seeded once and read-only: no other endpoint is served.

import { LIST_PERSON_STATUSES, type ListPerson } from 'tessera-contracts';
import type { DemoApp, DemoCollection, SchemaFor } from '../engine/definition';

type SeedPerson = Omit<ListPerson, 'id' | 'initials' | 'email'>;

// prettier-ignore
const PEOPLE: readonly SeedPerson[] = [
  { name: 'Priya Shah', role: 'Product manager', team: 'Product', status: 'online' },
  { name: 'Marcus Lee', role: 'Frontend engineer', team: 'Engineering', status: 'online' },
  { name: 'Amara Okafor', role: 'Product designer', team: 'Design', status: 'away' },
  { name: 'Jonas Berg', role: 'Backend engineer', team: 'Engineering', status: 'offline' },
  { name: 'Lucía Romero', role: 'QA engineer', team: 'Engineering', status: 'online' },
  { name: 'Kenji Watanabe', role: 'Site reliability engineer', team: 'Operations', status: 'away' },
  { name: 'Fatima Haddad', role: 'Data analyst', team: 'Data', status: 'online' },
  { name: 'Olivia Brown', role: 'Customer success lead', team: 'Support', status: 'offline' },
  { name: 'Tomás Silva', role: 'Mobile engineer', team: 'Engineering', status: 'online' },
  { name: 'Hannah Fischer', role: 'UX researcher', team: 'Design', status: 'offline' },
  { name: 'Ravi Menon', role: 'Engineering manager', team: 'Engineering', status: 'away' },
  { name: 'Chloé Martin', role: 'Content designer', team: 'Design', status: 'online' },
  { name: 'Samuel Osei', role: 'Security engineer', team: 'Operations', status: 'online' },
  { name: 'Ingrid Larsen', role: 'Finance manager', team: 'Finance', status: 'offline' },
  { name: 'Diego Alvarez', role: 'Sales lead', team: 'Sales', status: 'away' },
  { name: 'Mei Chen', role: 'Machine learning engineer', team: 'Data', status: 'online' },
  { name: 'Noah Williams', role: 'Support engineer', team: 'Support', status: 'online' },
  { name: 'Zara Ahmed', role: 'Marketing manager', team: 'Marketing', status: 'offline' },
  { name: 'Lukas Novak', role: 'DevOps engineer', team: 'Operations', status: 'away' },
  { name: 'Aisha Bello', role: 'Recruiter', team: 'People', status: 'online' },
  { name: 'Ethan Clarke', role: 'Technical writer', team: 'Product', status: 'offline' },
  { name: 'Sofia Rossi', role: 'Brand designer', team: 'Marketing', status: 'online' },
  { name: 'Daniel Kim', role: 'Full-stack engineer', team: 'Engineering', status: 'away' },
  { name: 'Grace Mwangi', role: 'Office manager', team: 'People', status: 'online' },
];

function initialsOf(name: string): string {
  const words = name.split(' ');
  return ((words[0]?.[0] ?? '') + (words[words.length - 1]?.[0] ?? '')).toUpperCase();
}

function emailOf(name: string): string {
  const ascii = name.normalize('NFD').replace(/[^A-Za-z ]/g, '');
  return `${ascii.toLowerCase().split(' ').join('.')}@example.com`;
}

export const LIST_PEOPLE: DemoCollection = {
  name: 'list-person',
  label: 'Person',
  base: 'list',
  app: 'list',
  scope: 'shared',
  standardRoutes: false,
  versioned: false,
  fields: {
    name: { type: 'text', required: true, trim: true, max: 80 },
    initials: { type: 'text', required: true, trim: true, max: 3 },
    role: { type: 'text', required: true, trim: true, max: 80 },
    team: { type: 'text', required: true, trim: true, max: 40 },
    email: { type: 'text', required: true, trim: true, max: 120 },
    status: { type: 'text', required: true, enum: LIST_PERSON_STATUSES },
  } satisfies SchemaFor<Omit<ListPerson, 'id'>>,
  seed: () => PEOPLE.map((person) => ({ ...person, initials: initialsOf(person.name), email: emailOf(person.name) })),
  routes: (api) => {
    api.get('/all', ({ records }) => records.all());
  },
};

export default [LIST_PEOPLE] satisfies DemoApp;

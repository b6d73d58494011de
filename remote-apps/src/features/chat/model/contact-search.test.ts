import { matchesSearch, searchContacts } from './contact-search';

const elena = { name: 'Elena Park', email: 'editor@tessera.dev' };
const jose = { name: 'José Núñez', email: 'jose.nunez@example.com' };

it('finds by any part of the name or the address, ignoring case and accents', () => {
  expect(matchesSearch(elena, 'ele')).toBe(true);
  expect(matchesSearch(elena, 'PARK')).toBe(true);
  expect(matchesSearch(elena, 'editor@')).toBe(true);
  expect(matchesSearch(jose, 'nunez')).toBe(true);
  expect(matchesSearch(jose, 'josé')).toBe(true);
  expect(matchesSearch(elena, 'gus')).toBe(false);
});

it('needs every word typed, in any order', () => {
  expect(matchesSearch(elena, 'park elena')).toBe(true);
  expect(matchesSearch(elena, 'elena turner')).toBe(false);
});

it('keeps everyone for an empty search, and the order they came in', () => {
  expect(searchContacts([jose, elena], '  ')).toEqual([jose, elena]);
  expect(searchContacts([jose, elena], 'e')).toEqual([jose, elena]);
  expect(searchContacts([jose, elena], 'tessera')).toEqual([elena]);
});

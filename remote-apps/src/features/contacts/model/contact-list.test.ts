import { pageOf, searchContacts, sortContacts, toggleSort } from './contact-list';
import { testContact } from './test-contacts';

const ana = testContact(1, { name: 'Ana Álvarez', company: 'Zeta', age: 40, balance: 10.5 });
const bob = testContact(2, { name: 'bob Stone', company: 'acme', email: 'bob@stone.example', age: 25, balance: 200 });
const cy = testContact(3, {
  name: 'Cy Ng',
  company: 'Beta',
  phone: '+1 555 0199',
  age: 25,
  balance: 0,
  isActive: false,
});

describe('searchContacts', () => {
  it('finds every word in name, email, company, phone or address, ignoring case and accents', () => {
    expect(searchContacts([ana, bob, cy], 'alvarez').map((c) => c.id)).toEqual([1]);
    expect(searchContacts([ana, bob, cy], 'STONE.example').map((c) => c.id)).toEqual([2]);
    expect(searchContacts([ana, bob, cy], '555 beta').map((c) => c.id)).toEqual([3]);
    expect(searchContacts([ana, bob, cy], 'ana acme')).toEqual([]);
    expect(searchContacts([ana, bob, cy], '   ')).toEqual([ana, bob, cy]);
  });
});

describe('sortContacts', () => {
  it('sorts text without regard to case, numbers as numbers, ties by name', () => {
    expect(sortContacts([cy, bob, ana], { key: 'name', direction: 'asc' }).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(sortContacts([ana, bob, cy], { key: 'company', direction: 'desc' }).map((c) => c.id)).toEqual([1, 3, 2]);
    expect(sortContacts([ana, cy, bob], { key: 'age', direction: 'asc' }).map((c) => c.id)).toEqual([2, 3, 1]);
    expect(sortContacts([ana, bob, cy], { key: 'balance', direction: 'desc' }).map((c) => c.id)).toEqual([2, 1, 3]);
    expect(sortContacts([ana, bob, cy], { key: 'isActive', direction: 'asc' }).map((c) => c.id)).toEqual([3, 1, 2]);
  });

  it('toggles a column between ascending and descending; a new column starts ascending', () => {
    expect(toggleSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(toggleSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(toggleSort({ key: 'name', direction: 'desc' }, 'age')).toEqual({ key: 'age', direction: 'asc' });
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  it('cuts pages and keeps the page within bounds', () => {
    expect(pageOf(items, 1, 10)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pages: 3 });
    expect(pageOf(items, 3, 10).items).toEqual([20, 21, 22]);
    expect(pageOf(items, 9, 10).page).toBe(3);
    expect(pageOf(items, 0, 10).page).toBe(1);
    expect(pageOf([], 1, 10)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

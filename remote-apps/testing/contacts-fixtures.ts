import type { Contact } from 'tessera-contracts';

/** A contact for tests, with `changes` over plain defaults. */
export function testContact(id: number, changes: Partial<Contact> = {}): Contact {
  return {
    id,
    name: `Person ${id}`,
    age: 30,
    gender: 'other',
    company: '',
    email: `person${id}@example.com`,
    phone: '',
    address: '',
    balance: 0,
    isActive: true,
    imgUrl: '',
    modified: '2026-01-01 00:00:00.000000',
    ...changes,
  };
}

import type { Task } from 'tessera-contracts';
import { describeChanges, editConflictNotice } from './edit-conflict';

const OPENED: Task = {
  name: 'TASK-1',
  subject: 'Plan the launch',
  status: 'Open',
  priority: 'Low',
  exp_end_date: '2026-05-01',
  modified: '2026-04-01 10:00:00',
  modified_by: 'me@example.com',
};
const names = (user: string) => ({ 'ada@example.com': 'Ada Lovelace' })[user] ?? user;

test('a move to another status reads as one, and other fields name themselves with their new value', () => {
  expect(describeChanges(OPENED, { ...OPENED, status: 'Completed', priority: 'High' })).toEqual([
    'moved it to Completed',
    'changed the priority to “High”',
  ]);
  expect(describeChanges(OPENED, { ...OPENED, exp_end_date: null, description: 'Longer' })).toEqual([
    'changed the due date',
    'changed the description',
  ]);
});

test('someone else’s save while editing is said with their name and what they changed', () => {
  const theirs = { ...OPENED, status: 'Working', modified: '2026-04-01 10:05:00', modified_by: 'ada@example.com' };
  expect(editConflictNotice(OPENED, theirs, 'me@example.com', names)).toBe(
    'Ada Lovelace moved it to Working while you were editing.',
  );
  const several = { ...theirs, subject: 'Plan the party', priority: 'High' };
  expect(editConflictNotice(OPENED, several, 'me@example.com', names)).toBe(
    'Ada Lovelace changed the subject to “Plan the party”, moved it to Working and changed the priority to “High” while you were editing.',
  );
});

test('no notice for the version opened, for this user’s own save, or without knowing who saved', () => {
  expect(editConflictNotice(OPENED, OPENED, 'me@example.com', names)).toBeNull();
  const mine = { ...OPENED, status: 'Working', modified: '2026-04-01 10:05:00', modified_by: 'me@example.com' };
  expect(editConflictNotice(OPENED, mine, 'me@example.com', names)).toBeNull();
  const unknown = { ...OPENED, modified: '2026-04-01 10:05:00', modified_by: undefined };
  expect(editConflictNotice(OPENED, unknown, 'me@example.com', names)).toBeNull();
});

test('a save that changed nothing the editor shows still says someone saved it', () => {
  const theirs = { ...OPENED, modified: '2026-04-01 10:05:00', modified_by: 'ada@example.com' };
  expect(editConflictNotice(OPENED, theirs, 'me@example.com', names)).toBe(
    'Ada Lovelace saved it while you were editing.',
  );
});

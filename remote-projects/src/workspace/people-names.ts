// Who a task is given to, by name: the assignable users' full names (list-assignable-users.ts) for the user ids
// in a task's `_assign`.
import { useMemo } from 'react';
import type { Task } from 'tessera-contracts';
import { assigneesOf } from 'tessera-contracts';
import { useAssignableUsers } from './list-assignable-users';

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Full names by user id; empty until the list is read (avatars then show the ids' initials). */
export function usePeopleNames(enabled = true): ReadonlyMap<string, string> {
  const users = useAssignableUsers(enabled);
  return useMemo(
    () => (users.data ? new Map(users.data.map((user) => [user.id, user.fullName])) : NO_NAMES),
    [users.data],
  );
}

/** The task's assignees' full names; a user not in the list by their id. */
export function assigneeNames(task: Pick<Task, '_assign'>, people: ReadonlyMap<string, string>): string[] {
  return assigneesOf(task).map((id) => people.get(id) ?? id);
}

// Finding a task in whatever the pages of this remote have cached under the Task doctype's key: plain lists
// (task manager, board), paged lists (the task list's infinite queries) and single documents (the drawer).
import type { QueryClient } from '@tanstack/react-query';
import { resourceKey } from 'shared-auth';
import type { Task } from 'tessera-contracts';

function isTask(value: unknown): value is Task {
  return typeof value === 'object' && value !== null && typeof (value as Task).name === 'string';
}

/** The tasks a cached value holds, whichever of the three shapes it has. */
function tasksIn(data: unknown): readonly unknown[] {
  if (Array.isArray(data)) return data;
  if (typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages))
    return (data as { pages: unknown[] }).pages.flatMap((page) => (Array.isArray(page) ? page : []));
  return isTask(data) ? [data] : [];
}

/**
 * The task as the freshest cache has it (the latest `modified`): after a refused save only the queries on
 * screen are read again, and an older list kept for another page must not win.
 */
export function findCachedTask(queryClient: QueryClient, name: string): Task | undefined {
  let freshest: Task | undefined;
  for (const [, data] of queryClient.getQueriesData({ queryKey: resourceKey('Task') })) {
    for (const candidate of tasksIn(data)) {
      if (!isTask(candidate) || candidate.name !== name) continue;
      if (!freshest || (candidate.modified ?? '') > (freshest.modified ?? '')) freshest = candidate;
    }
  }
  return freshest;
}

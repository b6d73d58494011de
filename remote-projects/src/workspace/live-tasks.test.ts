import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { resourceKey } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { installKanbanServer, type KanbanServer } from '@projects/testing/kanban-server';
import { readChangedTask, useLiveTasks } from './live-tasks';
import { rememberTasks, storedTask } from './task-store';

let server: KanbanServer;
beforeEach(() => {
  server = installKanbanServer();
});
afterEach(() => server.restore());

/** A client with a board on screen: an observed list of the tasks' names, read from the server. */
async function boardShown() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const list = { reads: 0 };
  const observer = new QueryObserver(client, {
    queryKey: [...resourceKey('Task'), 'board'],
    queryFn: () => {
      list.reads += 1;
      return rememberTasks(client, server.tasks);
    },
  });
  const stop = observer.subscribe(() => undefined);
  await waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return { client, list, observer, stop };
}

/** The Task reads the fake server answered since `from`, by the names they asked for. */
const namesRead = (from: number) =>
  server
    .taskReads()
    .slice(from)
    .map((filters) => (filters as [string, string, string[]][])[0]?.[2]);

test('a task changed elsewhere is read once, by name, into the store', async () => {
  const { client } = await boardShown();
  const index = server.tasks.findIndex((task) => task.name === 'T-3');
  server.tasks[index] = { ...server.tasks[index]!, puxeo_status: 'st-done', modified: 'T-3-v2' };

  await readChangedTask(client, 'T-3');
  expect(namesRead(0)).toEqual([['T-3']]);
  expect(storedTask(client, 'T-3')).toMatchObject({ puxeo_status: 'st-done', modified: 'T-3-v2' });
});

test('tasks announced while a read is on its way are read together after it', async () => {
  const { client } = await boardShown();
  const first = readChangedTask(client, 'T-1');
  const second = readChangedTask(client, 'T-2');
  const third = readChangedTask(client, 'T-4');
  await Promise.all([first, second, third]);
  expect(namesRead(0)).toEqual([['T-1'], ['T-2', 'T-4']]);
});

test('a task that can no longer be read leaves the store', async () => {
  const { client } = await boardShown();
  server.tasks = server.tasks.filter((task) => task.name !== 'T-5');
  await readChangedTask(client, 'T-5');
  expect(storedTask(client, 'T-5')).toBeUndefined();
});

test('a task this tab did not hold makes the lists on screen be read again; a change to a held one does not', async () => {
  const { client, list, observer, stop } = await boardShown();
  expect(list.reads).toBe(1);
  await readChangedTask(client, 'T-1');
  expect(list.reads).toBe(1);
  // Marked stale all the same: read again when next shown.
  expect(observer.getCurrentQuery().state.isInvalidated).toBe(true);

  server.tasks.push({ ...server.tasks[0]!, name: 'T-9', subject: 'New from a teammate', modified: 'T-9-v1' } as Task);
  await readChangedTask(client, 'T-9');
  await waitFor(() => expect(list.reads).toBe(2));
  expect(observer.getCurrentResult().data).toContain('T-9');
  stop();
});

test('a view whose groups are the server’s has its lists read again after any change, while it is shown', async () => {
  const { client, list, stop } = await boardShown();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const taskList = renderHook(() => useLiveTasks({ readListsAgain: true }), { wrapper });

  await readChangedTask(client, 'T-1');
  await waitFor(() => expect(list.reads).toBe(2));

  taskList.unmount();
  await readChangedTask(client, 'T-2');
  expect(list.reads).toBe(2);
  stop();
});

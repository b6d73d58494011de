import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { receiveDocument, writeOptimistically } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { rememberTasks, storedTask, taskStore, useStoredTasks } from './task-store';

const TASK = { name: 'TASK-1', subject: 'Plan', status: 'Open', priority: 'Low', modified: '2026-01-01 10:00:00' };

function views(client: QueryClient) {
  // The board and the task manager each read the task, with different fields.
  const boardNames = rememberTasks(client, [{ ...TASK } as Task]);
  const managerNames = rememberTasks(client, [{ ...TASK, description: 'Whole' } as Task]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const board = renderHook(() => useStoredTasks(boardNames), { wrapper });
  const manager = renderHook(() => useStoredTasks(managerNames), { wrapper });
  return { board, manager };
}

describe('the task store', () => {
  it('keeps one document per task, which every view holding its name shows', () => {
    const client = new QueryClient();
    const { board, manager } = views(client);
    expect(board.result.current).toEqual([{ ...TASK, description: 'Whole' }]);
    expect(manager.result.current?.[0]).toBe(board.result.current?.[0]);
  });

  it('shows a write made from one view in every view at once, and the saved version after', async () => {
    const client = new QueryClient();
    const { board, manager } = views(client);
    let answer!: (task: Task) => void;
    const saved = { ...storedTask(client, 'TASK-1')!, status: 'Working', modified: '2026-01-01 10:05:00' };
    let write!: Promise<Task>;
    act(() => {
      write = writeOptimistically(client, {
        store: taskStore,
        name: 'TASK-1',
        patch: { status: 'Working' },
        send: () => new Promise<Task>((resolve) => (answer = resolve)),
      });
    });
    expect(board.result.current?.[0]?.status).toBe('Working');
    expect(manager.result.current?.[0]?.status).toBe('Working');
    await act(async () => {
      answer(saved);
      await write;
    });
    expect(manager.result.current?.[0]?.modified).toBe(saved.modified);
  });

  it("shows someone else's version of a task in every view", () => {
    const client = new QueryClient();
    const { board, manager } = views(client);
    act(() =>
      receiveDocument(client, taskStore, { ...TASK, priority: 'High', modified: '2026-01-02 09:00:00' } as Task),
    );
    expect(board.result.current?.[0]?.priority).toBe('High');
    expect(manager.result.current?.[0]?.priority).toBe('High');
  });

  it('looks the names up again only after a task document has changed, not at each render', () => {
    const client = new QueryClient();
    const { board } = views(client);
    const lookups = jest.spyOn(client, 'getQueryData');
    board.rerender();
    board.rerender();
    expect(lookups).not.toHaveBeenCalled();
    act(() =>
      receiveDocument(client, taskStore, { ...TASK, priority: 'High', modified: '2026-01-02 09:00:00' } as Task),
    );
    expect(board.result.current?.[0]?.priority).toBe('High');
    expect(lookups).toHaveBeenCalled();
  });

  it('shows a change made between its first read and its subscription', () => {
    const client = new QueryClient();
    const names = rememberTasks(client, [{ ...TASK } as Task]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The first render reads, then the change lands before React subscribes (in its effects).
    let changed = false;
    const view = renderHook(
      () => {
        const tasks = useStoredTasks(names);
        if (!changed) {
          changed = true;
          receiveDocument(client, taskStore, { ...TASK, priority: 'High', modified: '2026-01-02 09:00:00' } as Task);
        }
        return tasks;
      },
      { wrapper },
    );
    expect(view.result.current?.[0]?.priority).toBe('High');
  });
});

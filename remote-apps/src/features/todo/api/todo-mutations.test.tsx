import { useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { TestProviders, testQueryClient } from 'build-presets/testing';
import type { ReactNode } from 'react';
import type { Placement, Todo } from 'tessera-contracts';
import type { TodoChanges } from '../types';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { deferred, frappeError, makeTodo } from '@apps/testing/todo-fixtures';
import { cachedTodo, cachedTodos } from './todo-cache';
import { todosQueryOptions } from './list-todos';
import { useDeleteTodo } from './delete-todo';
import { useMoveTodo } from './move-todo';
import { useToggleTodoFlag } from './toggle-todo-flag';

let api: DemoApi;
const fetchTodos = () => api.route('GET /api/todo/all');
const fetchTodo = () => api.route<{ id: number }>('GET /api/todo');
const updateTodo = () => api.route<TodoChanges & { id: number; modified: string }>('POST /api/todo/update');
const deleteTodo = () => api.route<{ id: number }>('POST /api/todo/delete');
const reorderTodo = () => api.route<Placement & { id: number }>('POST /api/todo/reorder');

const feedback = { announce: jest.fn(), fail: jest.fn() };
let client: QueryClient;
let a: Todo;
let b: Todo;
let c: Todo;

beforeEach(() => {
  jest.resetAllMocks();
  api = installDemoApi();
  a = makeTodo({ title: 'A', modified: 'v1' });
  b = makeTodo({ title: 'B' });
  c = makeTodo({ title: 'C' });
  client = testQueryClient();
  client.setQueryData(todosQueryOptions().queryKey, [a, b, c]);
});

afterEach(() => {
  client.clear();
  api.restore();
});

function renderWithCache<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={client}>{children}</TestProviders>
  );
  return renderHook(hook, { wrapper }).result;
}

const titles = () => cachedTodos(client).map((todo) => todo.title);

describe('toggling a flag', () => {
  it('shows the flip at once and takes the saved todo once the server has it', async () => {
    const saved = deferred<Todo>();
    updateTodo().mockReturnValue(saved.promise);
    const toggle = renderWithCache(() => useToggleTodoFlag(a.id, feedback));

    act(() => toggle.current(a, 'done'));
    await waitFor(() => expect(cachedTodo(client, a.id)?.done).toBe(true));
    await waitFor(() => expect(updateTodo()).toHaveBeenCalledWith({ done: true, id: a.id, modified: 'v1' }));

    await act(async () => saved.resolve({ ...a, done: true, modified: 'v2' }));
    await waitFor(() => expect(cachedTodo(client, a.id)?.modified).toBe('v2'));
    expect(feedback.announce).toHaveBeenCalledWith('Marked “A” as done.');
  });

  it('rolls the flip back and says why when the server refuses', async () => {
    updateTodo().mockRejectedValue(frappeError(403, 'Not permitted'));
    const toggle = renderWithCache(() => useToggleTodoFlag(a.id, feedback));

    act(() => toggle.current(a, 'starred'));
    await waitFor(() => expect(feedback.fail).toHaveBeenCalledWith("Couldn't update “A”. Not permitted"));
    expect(cachedTodo(client, a.id)?.starred).toBe(false);
  });

  it('sends a second flip only after the first, on its version, and keeps it when the first is refused', async () => {
    const first = deferred<Todo>();
    updateTodo()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ ...a, important: true, modified: 'v3' });
    fetchTodo().mockResolvedValue({ ...a, modified: 'v2' });
    const toggle = renderWithCache(() => useToggleTodoFlag(a.id, feedback));

    act(() => toggle.current(a, 'done'));
    act(() => toggle.current(a, 'important'));
    await waitFor(() => expect(cachedTodo(client, a.id)).toMatchObject({ done: true, important: true }));
    await waitFor(() => expect(updateTodo()).toHaveBeenCalled());
    expect(updateTodo()).toHaveBeenCalledTimes(1);

    await act(async () => first.reject(frappeError(417, 'Stale', 'TimestampMismatchError')));
    await waitFor(() => expect(updateTodo()).toHaveBeenCalledTimes(2));
    // The refused flip was refreshed away; the second one goes on top of the version the refresh brought.
    await waitFor(() => expect(updateTodo()).toHaveBeenLastCalledWith({ important: true, id: a.id, modified: 'v2' }));
    expect(feedback.fail).toHaveBeenCalledWith(expect.stringContaining('“A” was changed somewhere else'));
    await waitFor(() =>
      expect(cachedTodo(client, a.id)).toMatchObject({ done: false, important: true, modified: 'v3' }),
    );
  });

  it('is not overwritten by a list load that was under way', async () => {
    const load = deferred<Todo[]>();
    fetchTodos().mockReturnValue(load.promise);
    updateTodo().mockReturnValue(new Promise(() => undefined));
    const toggle = renderWithCache(() => useToggleTodoFlag(a.id, feedback));

    client.fetchQuery({ ...todosQueryOptions(), staleTime: 0 }).catch(() => undefined);
    await waitFor(() => expect(fetchTodos()).toHaveBeenCalled());
    act(() => toggle.current(a, 'done'));
    await waitFor(() => expect(cachedTodo(client, a.id)?.done).toBe(true));
    await act(async () => load.resolve([a, b, c]));
    expect(cachedTodo(client, a.id)?.done).toBe(true);
  });
});

describe('deleting', () => {
  it('removes the todo at once and puts it back in its place when the server refuses', async () => {
    const answer = deferred<Todo[]>();
    deleteTodo().mockReturnValue(answer.promise);
    const remove = renderWithCache(() => useDeleteTodo(feedback));

    act(() => remove.current(b));
    await waitFor(() => expect(titles()).toEqual(['A', 'C']));
    await act(async () => answer.reject(frappeError(500, 'Locked')));
    await waitFor(() => expect(titles()).toEqual(['A', 'B', 'C']));
    expect(feedback.fail).toHaveBeenCalledWith("Couldn't delete “B”. Locked");
  });
});

describe('moving', () => {
  it('sends moves one after another and does not let an earlier answer undo a later move', async () => {
    const first = deferred<Todo[]>();
    const second = deferred<Todo[]>();
    reorderTodo().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const move = renderWithCache(() => useMoveTodo(feedback));

    act(() => move.current(a, b));
    await waitFor(() => expect(titles()).toEqual(['B', 'A', 'C']));
    await waitFor(() => expect(reorderTodo()).toHaveBeenCalledWith({ id: a.id, afterId: b.id }));
    act(() => move.current(c, b));
    await waitFor(() => expect(titles()).toEqual(['C', 'B', 'A']));
    expect(reorderTodo()).toHaveBeenCalledTimes(1);

    await act(async () => first.resolve([b, a, c]));
    await waitFor(() => expect(reorderTodo()).toHaveBeenLastCalledWith({ id: c.id, beforeId: b.id }));
    expect(titles()).toEqual(['C', 'B', 'A']);
    await act(async () => second.resolve([c, b, a]));
    expect(titles()).toEqual(['C', 'B', 'A']);
  });

  it("takes the server's order, in which someone else's move landed too", async () => {
    const moved = deferred<Todo[]>();
    reorderTodo().mockReturnValue(moved.promise);
    const move = renderWithCache(() => useMoveTodo(feedback));

    act(() => move.current(c, b));
    await waitFor(() => expect(titles()).toEqual(['A', 'C', 'B']));
    // Meanwhile someone else moved A to the bottom; C still went just above B.
    await act(async () => moved.resolve([c, b, a]));
    await waitFor(() => expect(titles()).toEqual(['C', 'B', 'A']));
  });

  it('restores the order when the move is refused', async () => {
    reorderTodo().mockRejectedValue(frappeError(500, 'No'));
    const move = renderWithCache(() => useMoveTodo(feedback));

    act(() => move.current(c, a));
    await waitFor(() => expect(feedback.fail).toHaveBeenCalledWith("Couldn't move “C”. No"));
    expect(titles()).toEqual(['A', 'B', 'C']);
  });

  it('reloads the list and says why when the todo to go next to was deleted in the meantime', async () => {
    reorderTodo().mockRejectedValue(frappeError(417, 'Todo 2 is no longer in the list', 'TimestampMismatchError'));
    fetchTodos().mockResolvedValue([a, c]);
    renderWithCache(() => useQuery(todosQueryOptions()));
    const move = renderWithCache(() => useMoveTodo(feedback));

    act(() => move.current(c, b));
    await waitFor(() =>
      expect(feedback.fail).toHaveBeenCalledWith(
        "Couldn't move “C”: the todo it was to go next to was deleted in the meantime. The list now shows the current todos.",
      ),
    );
    await waitFor(() => expect(titles()).toEqual(['A', 'C']));
  });

  it('reloads the list and says so when the todo moved was deleted in the meantime', async () => {
    reorderTodo().mockRejectedValue(frappeError(404, 'Todo 3 not found', 'DoesNotExistError'));
    fetchTodos().mockResolvedValue([a, b]);
    renderWithCache(() => useQuery(todosQueryOptions()));
    const move = renderWithCache(() => useMoveTodo(feedback));

    act(() => move.current(c, a));
    await waitFor(() =>
      expect(feedback.fail).toHaveBeenCalledWith(
        "Couldn't move “C”: it was deleted in the meantime. The list now shows the current todos.",
      ),
    );
    await waitFor(() => expect(titles()).toEqual(['A', 'B']));
  });
});

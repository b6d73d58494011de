import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { frappeExcType, readableError } from 'shared-auth';
import * as api from './todo-api';
import type { NewTodo, Outcome, SaveOutcome, Tag, Todo, TodoChanges, TodoFlag } from './types';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface TodosController {
  todos: Todo[];
  tags: Tag[];
  status: LoadStatus;
  /** Why the list could not be loaded (status 'error'). */
  loadError: string | null;
  /** The latest failure of an action that has no dialog or form of its own to show it. */
  actionError: string | null;
  dismissActionError: () => void;
  /** A short message for screen readers about the last completed change. */
  announcement: string;
  /** Todos with a change on its way to the server. */
  savingIds: ReadonlySet<number>;
  reload: () => Promise<void>;
  addTodo: (input: NewTodo) => Promise<Outcome>;
  /**
   * Saves an edit from the editor on top of version `baseModified` (the one the user saw); not optimistic, so the
   * editor can keep the user's input on failure.
   */
  saveTodo: (todo: Todo, changes: TodoChanges, baseModified: string) => Promise<SaveOutcome>;
  /** Flips one flag at once, and flips it back if the server refuses. */
  toggleFlag: (todo: Todo, flag: TodoFlag) => Promise<void>;
  /** Removes the todo at once, and puts it back if the server refuses. */
  removeTodo: (todo: Todo) => Promise<void>;
  /** Moves a todo to the place of another one in the full list. */
  moveTodo: (todo: Todo, target: Todo) => Promise<void>;
  addTag: (name: string) => Promise<Outcome>;
  removeTag: (tag: Tag) => Promise<Outcome>;
}

const FLAG_VERB: Record<TodoFlag, [on: string, off: string]> = {
  done: ['Marked “%s” as done.', 'Marked “%s” as not done.'],
  important: ['Marked “%s” as important.', 'Marked “%s” as not important.'],
  starred: ['Starred “%s”.', 'Unstarred “%s”.'],
};

function patchTodo(list: Todo[], id: number, changes: TodoChanges): Todo[] {
  return list.map((todo) => (todo.id === id ? { ...todo, ...changes } : todo));
}

function replaceTodo(list: Todo[], saved: Todo): Todo[] {
  return list.map((todo) => (todo.id === saved.id ? saved : todo));
}

/** The current values of the fields that `changes` is about to overwrite, for a rollback. */
function previousValues(todo: Todo, changes: TodoChanges): TodoChanges {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(changes) as Array<keyof TodoChanges>) previous[key] = todo[key];
  return previous as TodoChanges;
}

function isConflict(error: unknown): boolean {
  return frappeExcType(error) === 'TimestampMismatchError';
}

const changedElsewhere = (title: string) =>
  `“${title}” was changed somewhere else in the meantime, so your change was not saved. The latest version is shown now; make your change again if you still want it.`;

function moveItem<T>(list: T[], startIndex: number, endIndex: number): T[] {
  const next = [...list];
  const [moved] = next.splice(startIndex, 1);
  next.splice(endIndex, 0, moved);
  return next;
}

/**
 * `list` in the order of `orderedIds`, keeping the local todo objects (they may hold newer optimistic changes
 * than the server's copy). Todos the order does not know, e.g. one just added, stay on top.
 */
function orderLike(list: Todo[], orderedIds: number[]): Todo[] {
  const rank = new Map(orderedIds.map((id, index) => [id, index]));
  const unknown = list.filter((todo) => !rank.has(todo.id));
  const known = list.filter((todo) => rank.has(todo.id)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...unknown, ...known];
}

export function useTodos(): TodosController {
  // Mirrors the todos synchronously, so a mutation can read the list as it is right now (indexes, rollback).
  const todosRef = useRef<Todo[]>([]);
  const [todos, setTodosState] = useState<Todo[]>([]);
  const [tags, setTags] = useState<Tag[]>([]);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState<ReadonlyMap<number, number>>(new Map());

  // Only the newest request's answer may overwrite local state; older answers are stale by then.
  const loadVersion = useRef(0);
  const todoVersions = useRef(new Map<number, number>());
  const reorderVersion = useRef(0);

  const setTodos = useCallback((update: (list: Todo[]) => Todo[]) => {
    todosRef.current = update(todosRef.current);
    setTodosState(todosRef.current);
  }, []);

  const trackSaving = useCallback((id: number, delta: 1 | -1) => {
    setSaving((previous) => {
      const next = new Map(previous);
      const count = (next.get(id) ?? 0) + delta;
      if (count > 0) next.set(id, count);
      else next.delete(id);
      return next;
    });
  }, []);

  // One write per todo at a time: each is based on the version the previous one produced.
  const writeQueues = useRef(new Map<number, Promise<unknown>>());
  const serialized = useCallback(<T,>(id: number, write: () => Promise<T>): Promise<T> => {
    const previous = writeQueues.current.get(id) ?? Promise.resolve();
    const next = previous.then(write, write);
    const settled = next.catch(() => undefined);
    writeQueues.current.set(id, settled);
    void settled.then(() => {
      if (writeQueues.current.get(id) === settled) writeQueues.current.delete(id);
    });
    return next;
  }, []);

  /** The newest version of a todo this page knows of. */
  const knownModified = useCallback((id: number) => todosRef.current.find((todo) => todo.id === id)?.modified, []);

  /** Takes a saved todo's version, and its fields too unless a newer local change is still on its way. */
  const applySaved = useCallback(
    (saved: Todo, current: boolean) =>
      setTodos((list) =>
        current ? replaceTodo(list, saved) : list.map((todo) => (todo.id === saved.id ? { ...todo, modified: saved.modified } : todo)),
      ),
    [setTodos],
  );

  /** Reloads one todo after the server refused a stale change; resolves to it, or null if it is gone. */
  const refreshTodo = useCallback(
    async (id: number): Promise<Todo | null> => {
      try {
        const latest = await api.fetchTodo(id);
        setTodos((list) => replaceTodo(list, latest));
        return latest;
      } catch (error) {
        if (frappeExcType(error) === 'DoesNotExistError') setTodos((list) => list.filter((todo) => todo.id !== id));
        return null;
      }
    },
    [setTodos],
  );

  const nextTodoVersion = useCallback((id: number) => {
    const version = (todoVersions.current.get(id) ?? 0) + 1;
    todoVersions.current.set(id, version);
    return version;
  }, []);

  const reload = useCallback(async () => {
    const version = ++loadVersion.current;
    setStatus('loading');
    setLoadError(null);
    try {
      const [nextTodos, nextTags] = await Promise.all([api.fetchTodos(), api.fetchTags()]);
      if (version !== loadVersion.current) return;
      setTodos(() => nextTodos);
      setTags(nextTags);
      setStatus('ready');
    } catch (error) {
      if (version !== loadVersion.current) return;
      setLoadError(readableError(error));
      setStatus('error');
    }
  }, [setTodos]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const addTodo = useCallback(
    async (input: NewTodo): Promise<Outcome> => {
      try {
        const created = await api.createTodo(input);
        setTodos((list) => [created, ...list.filter((todo) => todo.id !== created.id)]);
        setAnnouncement(`Added “${created.title}”.`);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: readableError(error) };
      }
    },
    [setTodos],
  );

  const saveTodo = useCallback(
    async (todo: Todo, changes: TodoChanges, baseModified: string): Promise<SaveOutcome> => {
      const version = nextTodoVersion(todo.id);
      trackSaving(todo.id, 1);
      try {
        const saved = await serialized(todo.id, () => api.updateTodo(todo.id, changes, baseModified));
        applySaved(saved, todoVersions.current.get(todo.id) === version);
        setAnnouncement(`Saved “${saved.title}”.`);
        return { ok: true };
      } catch (error) {
        if (!isConflict(error)) return { ok: false, message: readableError(error) };
        const latest = await refreshTodo(todo.id);
        return {
          ok: false,
          latest: latest ?? undefined,
          message: latest
            ? 'Someone else saved this todo while you were editing it, so your changes were not saved. Their version is in the list now; Save again to put your changes on top of it.'
            : 'Someone else deleted this todo while you were editing it.',
        };
      } finally {
        trackSaving(todo.id, -1);
      }
    },
    [applySaved, nextTodoVersion, refreshTodo, serialized, trackSaving],
  );

  const toggleFlag = useCallback(
    async (todo: Todo, flag: TodoFlag) => {
      const changes: TodoChanges = {};
      changes[flag] = !todo[flag];
      const previous = previousValues(todo, changes);
      const version = nextTodoVersion(todo.id);
      setTodos((list) => patchTodo(list, todo.id, changes));
      trackSaving(todo.id, 1);
      try {
        // A flip is based on the newest version known when it is sent (after this page's own earlier writes).
        const saved = await serialized(todo.id, () => api.updateTodo(todo.id, changes, knownModified(todo.id) ?? todo.modified));
        applySaved(saved, todoVersions.current.get(todo.id) === version);
        setAnnouncement(FLAG_VERB[flag][todo[flag] ? 1 : 0].replace('%s', todo.title));
      } catch (error) {
        if (todoVersions.current.get(todo.id) === version) setTodos((list) => patchTodo(list, todo.id, previous));
        if (isConflict(error)) {
          await refreshTodo(todo.id);
          setActionError(changedElsewhere(todo.title));
        } else {
          setActionError(`Couldn't update “${todo.title}”. ${readableError(error)}`);
        }
      } finally {
        trackSaving(todo.id, -1);
      }
    },
    [applySaved, knownModified, nextTodoVersion, refreshTodo, serialized, setTodos, trackSaving],
  );

  const removeTodo = useCallback(
    async (todo: Todo) => {
      const index = todosRef.current.findIndex((item) => item.id === todo.id);
      if (index < 0) return;
      setTodos((list) => list.filter((item) => item.id !== todo.id));
      try {
        await api.deleteTodo(todo.id);
        setAnnouncement(`Deleted “${todo.title}”.`);
      } catch (error) {
        setTodos((list) => {
          if (list.some((item) => item.id === todo.id)) return list;
          const next = [...list];
          next.splice(Math.min(index, next.length), 0, todo);
          return next;
        });
        setActionError(`Couldn't delete “${todo.title}”. ${readableError(error)}`);
      }
    },
    [setTodos],
  );

  const moveTodo = useCallback(
    async (todo: Todo, target: Todo) => {
      const list = todosRef.current;
      const startIndex = list.findIndex((item) => item.id === todo.id);
      const endIndex = list.findIndex((item) => item.id === target.id);
      if (startIndex < 0 || endIndex < 0 || startIndex === endIndex) return;
      const orderBefore = list.map((item) => item.id);
      const version = ++reorderVersion.current;
      setTodos((current) => moveItem(current, startIndex, endIndex));
      setAnnouncement(`Moved “${todo.title}” to position ${endIndex + 1} of ${list.length}.`);
      try {
        const ordered = await api.reorderTodos(startIndex, endIndex);
        if (version === reorderVersion.current) {
          setTodos((current) => orderLike(current, ordered.map((item) => item.id)));
        }
      } catch (error) {
        if (version === reorderVersion.current) setTodos((current) => orderLike(current, orderBefore));
        setActionError(`Couldn't move “${todo.title}”. ${readableError(error)}`);
      }
    },
    [setTodos],
  );

  const addTag = useCallback(async (name: string): Promise<Outcome> => {
    try {
      setTags(await api.createTag(name));
      setAnnouncement(`Added tag “${name}”.`);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: readableError(error) };
    }
  }, []);

  const removeTag = useCallback(
    async (tag: Tag): Promise<Outcome> => {
      try {
        setTags(await api.deleteTag(tag.id));
        // The server has dropped the tag from every todo; mirror that instead of reloading the whole list.
        setTodos((list) =>
          list.map((todo) => (todo.tag.includes(tag.id) ? { ...todo, tag: todo.tag.filter((id) => id !== tag.id) } : todo)),
        );
        setAnnouncement(`Deleted tag “${tag.name}”.`);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: readableError(error) };
      }
    },
    [setTodos],
  );

  const dismissActionError = useCallback(() => setActionError(null), []);
  const savingIds = useMemo<ReadonlySet<number>>(() => new Set(saving.keys()), [saving]);

  return {
    todos,
    tags,
    status,
    loadError,
    actionError,
    dismissActionError,
    announcement,
    savingIds,
    reload,
    addTodo,
    saveTodo,
    toggleFlag,
    removeTodo,
    moveTodo,
    addTag,
    removeTag,
  };
}

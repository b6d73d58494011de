// Fixtures for the todo tests: records, errors shaped like the server's, and promises settled by hand.
import type { Todo, TodoTag } from 'tessera-contracts';

let nextId = 100;

export function makeTodo(overrides: Partial<Todo> = {}): Todo {
  nextId += 1;
  return {
    id: nextId,
    title: `Todo ${nextId}`,
    note: '',
    important: false,
    starred: false,
    done: false,
    read: false,
    selected: false,
    startDate: '',
    dueDate: '',
    tag: [],
    modified: '2026-01-01 00:00:00.000000',
    ...overrides,
  };
}

export function makeTag(id: number, name: string): TodoTag {
  return { id, name };
}

/**
 * What axios rejects with when the server answers with Frappe's error body; `readableError` (the real one from
 * shared-auth) turns it into the message the user should see.
 */
export function frappeError(status: number, message: string, excType = 'ValidationError') {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: {
      status,
      data: { exc_type: excType, _server_messages: JSON.stringify([JSON.stringify({ message })]) },
    },
  });
}

/** A promise the test settles by hand, to look at the UI while a call is still running. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Every query and mutation key of the todo app, so reads, writes and invalidations cannot drift apart.
export const todoKeys = {
  all: ['todo'] as const,
  list: () => [...todoKeys.all, 'list'] as const,
  tags: () => [...todoKeys.all, 'tags'] as const,
  /** Writes to one todo (toggles and edits): a row is "saving" while any of them is pending. */
  writes: (id: number) => [...todoKeys.all, 'write', id] as const,
  order: () => [...todoKeys.all, 'order'] as const,
  /** Adding or deleting a todo or a tag: keyed too, so that live updates wait for every write of the page. */
  listChanges: () => [...todoKeys.all, 'list-change'] as const,
};

/**
 * Mutations sharing a scope run one after another. Each write to a todo is sent on top of the version the
 * previous one produced (the server refuses stale ones), so writes to one todo share a scope; moves share one
 * too, so that their answers (each the whole order) come back in the order the moves were made.
 */
export const todoScopes = {
  writes: (id: number) => ({ id: `todo-${id}` }),
  order: { id: 'todo-order' },
};

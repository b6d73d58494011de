// remote-projects' URLs: the prefixes the host sends to this remote (its `basePaths` in the host's remotes.json)
// and the paths of its pages, so routes, menu links and navigation never repeat a string.
export const PREFIXES = ['/projects', '/kanban'] as const;

/** The space that stands for every task. */
export const ALL_SPACES = 'all';

export const paths = {
  /** The tasks of a space; `ALL_SPACES` for every task. */
  spaceTasks: {
    pattern: '/projects/:space',
    to: (space: string) => `/projects/${encodeURIComponent(space)}`,
  },
} as const;

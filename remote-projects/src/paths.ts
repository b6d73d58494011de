// remote-projects' URLs: the prefixes the host sends to this remote (its `basePaths` in the host's remotes.json)
// and the paths of its pages, so routes, menu links and navigation never repeat a string.
export const PREFIXES = ['/projects', '/kanban', '/task-manager', '/task-manager-list', '/task-project'] as const;

/** The space that stands for every task. */
export const ALL_SPACES = 'all';

export const paths = {
  /** The tasks of a space; `ALL_SPACES` for every task. */
  spaceTasks: {
    pattern: '/projects/:space',
    to: (space: string) => `/projects/${encodeURIComponent(space)}`,
  },
  /** The board of a space; `ALL_SPACES` for every task. `?project=` narrows it to one project's board. */
  spaceBoard: {
    pattern: '/kanban/:space',
    to: (space: string, project?: string) =>
      `/kanban/${encodeURIComponent(space)}${project ? `?project=${encodeURIComponent(project)}` : ''}`,
  },
  /** Task manager: tasks as cards grouped by status. */
  taskManager: { pattern: '/task-manager', to: () => '/task-manager' },
  /** Task manager: the table. */
  taskManagerList: { pattern: '/task-manager-list', to: () => '/task-manager-list' },
  /** Task manager: one project's page (`?project=`, else the first project). */
  taskProject: {
    pattern: '/task-project',
    to: (project?: string) => `/task-project${project ? `?project=${encodeURIComponent(project)}` : ''}`,
  },
} as const;

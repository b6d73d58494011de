// Every query and mutation key of the scrum board app, so reads, writes and invalidations cannot drift apart.
export const scrumKeys = {
  all: ['scrum-board'] as const,
  boards: () => [...scrumKeys.all, 'boards'] as const,
  board: (id: number) => [...scrumKeys.all, 'board', id] as const,
  version: (id: number) => [...scrumKeys.all, 'version', id] as const,
  members: () => [...scrumKeys.all, 'members'] as const,
  labels: () => [...scrumKeys.all, 'labels'] as const,
  /** Writes to one board: live updates leave the board alone while any is pending. */
  writes: (id: number) => [...scrumKeys.all, 'write', id] as const,
};

/**
 * Writes to one board run one after another: each move's indexes assume the moves before it, as the board on
 * screen already shows them.
 */
export const boardScope = (id: number) => ({ id: `scrum-board-${id}` });

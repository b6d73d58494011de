// Where a seeded task sits on its project's board: the status its ERPNext status suggests among the project's
// statuses (Open → the first, Completed → the last…), at the end of that column.

import { BOARD_POSITION_STEP, type TaskStatus } from 'tessera-contracts';
import type { DocSeedContext } from '../resource/doctype';
import { effectiveStatuses } from './status-source';

interface ProjectBoard {
  project: string;
  statuses: string[];
}

export class BoardPlaces {
  private readonly boards = new Map<string, ProjectBoard | null>();
  private readonly columnEnds = new Map<string, number>();

  constructor(private readonly ctx: DocSeedContext) {}

  private board(projectName: string): ProjectBoard | null {
    if (!this.boards.has(projectName)) {
      const project = this.ctx.lookup('Project', 'project_name', projectName);
      this.boards.set(
        projectName,
        project ? { project, statuses: effectiveStatuses(this.ctx.db, project).map((status) => status.name) } : null,
      );
    }
    return this.boards.get(projectName) ?? null;
  }

  /** The task's project, board status and position (empty when the project is gone). */
  next(projectName: string, status: TaskStatus): Record<string, string | number> {
    const board = this.board(projectName);
    if (!board) return {};
    const column = board.statuses[columnIndex(status, board.statuses.length)];
    if (!column) return { project: board.project };
    const position = (this.columnEnds.get(column) ?? 0) + BOARD_POSITION_STEP;
    this.columnEnds.set(column, position);
    return { project: board.project, puxeo_status: column, kanban_position: position };
  }
}

function columnIndex(status: TaskStatus, count: number): number {
  const last = count - 1;
  switch (status) {
    case 'Completed':
    case 'Cancelled':
      return last;
    case 'Pending Review':
      return Math.max(0, last - 1);
    case 'Working':
    case 'Overdue':
      return Math.min(1, last);
    default:
      return 0;
  }
}

// Where a seeded task sits on its project's board: the status its ERPNext status suggests among the project's
// statuses (Open → the first, Completed → the last…), after every task already there (a rank key after the
// last one given, so each column keeps the order the tasks went in).

import { rankBetween, type TaskStatus } from 'tessera-contracts';
import type { DocSeedContext } from '../resource/doctype';
import { effectiveStatuses } from './status-source';
import { lastTaskRank } from './task-ranks';

interface ProjectBoard {
  project: string;
  statuses: string[];
}

export class BoardPlaces {
  private readonly boards = new Map<string, ProjectBoard | null>();
  private lastRank: string | null | undefined = undefined;

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

  private nextRank(): string {
    if (this.lastRank === undefined) this.lastRank = lastTaskRank(this.ctx.db);
    this.lastRank = rankBetween(this.lastRank, null);
    return this.lastRank;
  }

  /** The task's project, board status and rank (only the rank when the project is gone). */
  next(projectName: string, status: TaskStatus): Record<string, string> {
    const kanban_rank = this.nextRank();
    const board = this.board(projectName);
    if (!board) return { kanban_rank };
    const column = board.statuses[columnIndex(status, board.statuses.length)];
    if (!column) return { project: board.project, kanban_rank };
    return { project: board.project, puxeo_status: column, kanban_rank };
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

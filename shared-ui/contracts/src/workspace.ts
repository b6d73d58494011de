// Puxeo's Spaces, Puxeo Statuses and ERPNext's Project with Puxeo's fields (docs/frappe-backend.md, Doctypes):
// the tree a board and a task list are drawn from. Records as the API returns them (null fields omitted).

export const PROJECT_STATUSES = ['Open', 'Completed', 'Cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface Space {
  name: string;
  name1: string;
  color?: string | null;
  archived?: 0 | 1 | null;
  modified?: string;
}

/** A board column: belongs to a space, or to a project that uses its own statuses (`is_custom`). */
export interface PuxeoStatus {
  name: string;
  name1: string;
  color?: string | null;
  is_custom?: 0 | 1 | null;
  space?: string | null;
  project?: string | null;
  /** Order among its parent's statuses. */
  position?: number | null;
}

export interface Project {
  name: string;
  project_name: string;
  subject?: string | null;
  status?: string | null;
  project_status?: string | null;
  color?: string | null;
  /** 1: the project uses its own statuses; 0: its space's ('Use Space Statuses', the default). */
  is_custom?: 0 | 1 | null;
  space?: string | null;
  archived?: 0 | 1 | null;
  modified?: string;
}

export const SPACE_FIELDS = ['name', 'name1', 'color', 'archived', 'modified'] as const;
export const STATUS_FIELDS = ['name', 'name1', 'color', 'is_custom', 'space', 'project', 'position'] as const;
export const PROJECT_FIELDS = [
  'name',
  'project_name',
  'subject',
  'status',
  'project_status',
  'color',
  'is_custom',
  'space',
  'archived',
  'modified',
] as const;

/** The board fields of a Task beside the list's fifteen: its column and its place in it. */
export const TASK_BOARD_FIELDS = ['puxeo_status', 'kanban_rank', 'modified'] as const;

// What each group of the list (a table section or a list of cards) needs from the page.
import type { Project, PuxeoStatus, Task } from 'tessera-contracts';
import type { TaskFilter } from '../api/task-filters';
import type { TaskSelection } from '../hooks/use-task-selection';
import type { TaskColumn } from '../model/task-columns';
import type { TaskGroup } from '../model/task-groups';

export interface GroupView {
  /** The page's filters; the group adds its own. */
  filters: TaskFilter[];
  orderBy: string;
  columns: readonly TaskColumn[];
  projectNames: ReadonlyMap<string, string>;
  /** The names of the board statuses the page groups by, in order (none: ERPNext's statuses). */
  boardStatusNames: readonly string[];
  /** A task's project's board statuses (workspace/board-status.ts), for the status it shows. */
  statusesOf: (project: string | null | undefined) => readonly PuxeoStatus[];
  /** Full names by user id, for the assignees' avatars (the id stands in for someone not listed). */
  peopleNames: ReadonlyMap<string, string>;
  isCollapsed: (key: string) => boolean;
  onToggleGroup: (key: string) => void;
  onOpen: (task: Task) => void;
  /** Null for readers: no checkboxes, no quick add. */
  write: {
    selection: TaskSelection;
    quickAddProjects: readonly Project[];
    allowNoProject: boolean;
    addTask: (group: TaskGroup, subject: string, project: string | null) => Promise<void>;
  } | null;
}

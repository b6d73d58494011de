// What each group of the list (a table section or a list of cards) needs from the page.
import type { Project, Task } from 'tessera-contracts';
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

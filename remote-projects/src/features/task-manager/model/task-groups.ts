// Grouping tasks by a field, in the vocabulary's order; values a customised site added come after the known ones
// (alphabetically), and tasks without a value last. A project with board statuses is grouped by those instead.
import {
  type PuxeoStatus,
  shownStatusOf,
  type StatusName,
  type Task,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from 'tessera-contracts';
import { COST_BANDS, costBandOf } from './cost-bands';

export type TaskGroupField = 'status' | 'priority' | 'type' | 'cost';

export interface TaskGroup {
  /** For status and priority, the value a task moved into the group takes. */
  key: string;
  label: string;
  tasks: Task[];
  /** A board status's own colour (data from the API); undefined for the other groupings. */
  color?: string | null;
}

interface GroupingRule {
  known: ReadonlyArray<{ key: string; label: string }>;
  keyOf: (task: Task) => string;
  noneLabel: string;
  /** Known groups not offered empty as a place to move a task into: shown only while they hold tasks. */
  notOffered?: ReadonlySet<string>;
}

const NONE = '';

const valueKey = (value: string | null | undefined): string => (value && value.trim() ? value : NONE);
const asGroups = (values: readonly string[]) => values.map((value) => ({ key: value, label: value }));

const RULES: Readonly<Record<TaskGroupField, GroupingRule>> = {
  status: {
    known: asGroups(TASK_STATUSES),
    keyOf: (task) => valueKey(task.status),
    noneLabel: 'No status',
    // A template is not work, and ERPNext's daily job sets Overdue from the end date: neither is a step to move to.
    notOffered: new Set(['Template', 'Overdue']),
  },
  priority: { known: asGroups(TASK_PRIORITIES), keyOf: (task) => valueKey(task.priority), noneLabel: 'No priority' },
  type: { known: [], keyOf: (task) => valueKey(task.type), noneLabel: 'No type' },
  cost: { known: COST_BANDS, keyOf: (task) => costBandOf(task.total_costing_amount), noneLabel: 'No cost' },
};

/** The key of the group `task` belongs to when grouped by `field`. */
export function groupKeyOf(task: Task, field: TaskGroupField): string {
  return RULES[field].keyOf(task);
}

/** `includeEmpty` keeps every known group (a place to move a task into), else only those with tasks. */
export function groupTasks(
  tasks: readonly Task[],
  field: TaskGroupField,
  { includeEmpty = false }: { includeEmpty?: boolean } = {},
): TaskGroup[] {
  const rule = RULES[field];
  const byKey = new Map<string, Task[]>();
  for (const task of tasks) {
    const key = rule.keyOf(task);
    byKey.set(key, [...(byKey.get(key) ?? []), task]);
  }
  const known = new Set(rule.known.map((group) => group.key));
  const others = [...byKey.keys()].filter((key) => !known.has(key) && key !== NONE).sort((a, b) => a.localeCompare(b));
  const groups = [
    ...rule.known,
    ...asGroups(others),
    ...(byKey.has(NONE) ? [{ key: NONE, label: rule.noneLabel }] : []),
  ].map(({ key, label }) => ({ key, label, tasks: byKey.get(key) ?? [] }));
  const offered = (group: TaskGroup) => includeEmpty && !rule.notOffered?.has(group.key);
  return groups.filter((group) => group.tasks.length > 0 || offered(group));
}

/** A group per board status, in order, each with its tasks (a task with none of them in the first, as on its board). */
export function boardStatusGroups(tasks: readonly Task[], statuses: readonly PuxeoStatus[]): TaskGroup[] {
  const byName = new Map<string, Task[]>(statuses.map((status) => [status.name, []]));
  for (const task of tasks) {
    const shown = shownStatusOf(task, statuses);
    if (shown.kind === 'board') byName.get(shown.status.name)?.push(task);
  }
  return statuses.map((status) => ({
    key: status.name,
    label: status.name1,
    tasks: byName.get(status.name) ?? [],
    color: status.color || null,
  }));
}

/**
 * Every space's tasks by their one status's name (workspace/status-names.ts): a group per name in order, then
 * names no board knows (alphabetically), then tasks without a status. `includeEmpty` keeps every named group.
 */
export function statusNameGroups(
  tasks: readonly Task[],
  names: readonly StatusName[],
  keyOf: (task: Task) => string | null,
  { includeEmpty = false }: { includeEmpty?: boolean } = {},
): TaskGroup[] {
  const byKey = new Map<string, Task[]>();
  for (const task of tasks) {
    const key = keyOf(task) ?? NONE;
    byKey.set(key, [...(byKey.get(key) ?? []), task]);
  }
  const known = new Set(names.map((name) => name.key));
  const others = [...byKey.keys()].filter((key) => !known.has(key) && key !== NONE).sort((a, b) => a.localeCompare(b));
  const labelOf = (key: string) => byKey.get(key)?.[0]?.status ?? key;
  const groups: TaskGroup[] = [
    ...names.map((name) => ({ key: name.key, label: name.label, tasks: byKey.get(name.key) ?? [], color: name.color })),
    ...others.map((key) => ({ key, label: labelOf(key), tasks: byKey.get(key) ?? [] })),
    ...(byKey.has(NONE) ? [{ key: NONE, label: RULES.status.noneLabel, tasks: byKey.get(NONE) ?? [] }] : []),
  ];
  return includeEmpty ? groups : groups.filter((group) => group.tasks.length > 0);
}

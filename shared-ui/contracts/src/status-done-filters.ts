// Which work tasks are done and which are unfinished, by a task's one status (status-tally.ts' rule), as Frappe
// list filters. A task is done in its board's last status, or, without a board, in ERPNext's Completed; Cancelled
// (ERPNext's, without a board) is dropped work; the rest is unfinished. Frappe's list request ANDs its `filters` with
// the OR of its `or_filters`, one group only:
// - "unfinished" fits one request: no board's done status, and on a board or not Completed/Cancelled in ERPNext.
//   The one task it misses is one outside every board that still holds a board's done status from where it was
//   (its `puxeo_status` is no longer its board's): read as done by the filter, as unfinished by the rule.
// - "done" is an OR of two ANDs ((on a board and in its done status) or (on none and Completed)), which one group
//   cannot hold, so it takes two requests, whose tasks never overlap (a project is on a board or not).
// Both read a board status by its name, so a task holding another board's done status counts as in it.
// "is not in" on the list API takes unset values (Frappe's ifnull), which frappe.client.get_count does not: count
// these with the list API.
import type { FilterPlan, ProjectBoards, TaskFilter } from './status-name-plan';
import { doneStatusOf } from './status-tally';

/** Templates are never work: every plan keeps them out. */
const NOT_TEMPLATE: TaskFilter = ['status', '!=', 'Template'];

/** The done status (by record name) of each board that has one, and the projects of those boards. */
function doneStatuses(boards: ProjectBoards): { statuses: string[]; projects: string[] } {
  const statuses = new Set<string>();
  const projects: string[] = [];
  for (const [project, board] of boards) {
    const done = doneStatusOf(board);
    if (!done) continue;
    statuses.add(done.name);
    projects.push(project);
  }
  return { statuses: [...statuses], projects };
}

/** The work tasks not done and not cancelled, in one request. */
export function unfinishedTaskPlan(boards: ProjectBoards): FilterPlan {
  const onBoards = [...boards.keys()];
  if (onBoards.length === 0) {
    return { filters: [['status', 'not in', ['Completed', 'Cancelled', 'Template']]], orFilters: [] };
  }
  const { statuses } = doneStatuses(boards);
  const filters: TaskFilter[] = [NOT_TEMPLATE];
  if (statuses.length > 0) filters.push(['puxeo_status', 'not in', statuses]);
  return {
    filters,
    orFilters: [
      ['project', 'in', onBoards],
      ['status', 'not in', ['Completed', 'Cancelled']],
    ],
  };
}

/** The work tasks done, in as few requests as it takes (one or two), each task in one of them. */
export function doneTaskPlans(boards: ProjectBoards): FilterPlan[] {
  const onBoards = [...boards.keys()];
  const { statuses, projects } = doneStatuses(boards);
  const plans: FilterPlan[] = [];
  if (statuses.length > 0) {
    plans.push({
      filters: [NOT_TEMPLATE, ['project', 'in', projects], ['puxeo_status', 'in', statuses]],
      orFilters: [],
    });
  }
  const offBoards: TaskFilter[] = onBoards.length > 0 ? [['project', 'not in', onBoards]] : [];
  plans.push({ filters: [...offBoards, ['status', '=', 'Completed']], orFilters: [] });
  return plans;
}

/** A plan narrowed by more filters (dates, an assignee). */
export function narrowPlan(plan: FilterPlan, more: readonly TaskFilter[]): FilterPlan {
  return { filters: [...plan.filters, ...more], orFilters: plan.orFilters };
}

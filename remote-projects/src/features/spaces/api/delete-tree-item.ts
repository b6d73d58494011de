// Deleting a space or a project from the tree, children first: Frappe deletes nothing a document owns and
// refuses to delete one that another still links to (417 LinkExistsError). A project goes after its own
// statuses; a space after its projects (each after its statuses) and its own statuses. Tasks are the users' work
// and never deleted here: while the projects have any, nothing is. A document already gone (404) counts as deleted, and
// what is left is read afresh each time, so deleting again after a failure part-way finishes the job.
import { countDocs, deleteDoc, frappeExcType, listDocs, readableError } from 'shared-auth';
import type { Project, PuxeoStatus } from 'tessera-contracts';
import { fetchStatuses } from '@projects/workspace/list-statuses';
import type { StatusParent } from '@projects/workspace/workspace-keys';
import { emptyReport, type DeletionReport } from '../model/deletion-report';
import { itemLabel, type TreeItem } from './tree-item';

export type DeletionOutcome =
  | { kind: 'deleted' }
  /** Nothing was deleted: the projects still have tasks. */
  | { kind: 'has-tasks'; message: string }
  /** Stopped part-way: what was and was not deleted. */
  | { kind: 'incomplete'; report: DeletionReport };

interface Part {
  doctype: 'Spaces' | 'Project' | 'Puxeo Statuses';
  name: string;
  /** How messages name it: "project Website". */
  label: string;
}

type ProjectRef = Pick<Project, 'name' | 'project_name'>;

const projectPart = (project: ProjectRef): Part => ({
  doctype: 'Project',
  name: project.name,
  label: `project ${project.project_name}`,
});

/** Deletes the parts side by side, noting each in `report`. Whether they are all gone. */
async function deleteParts(parts: readonly Part[], report: DeletionReport): Promise<boolean> {
  const results = await Promise.allSettled(parts.map((part) => deleteDoc(part.doctype, part.name)));
  let allGone = true;
  results.forEach((result, index) => {
    const part = parts[index]!;
    if (result.status === 'fulfilled' || frappeExcType(result.reason) === 'DoesNotExistError') {
      report.deleted.push(part.label);
    } else {
      allGone = false;
      report.refused.push({ item: part.label, reason: readableError(result.reason) });
    }
  });
  return allGone;
}

/** The parent's own statuses, then the parent once they are all gone. Whether the parent is gone. */
async function deleteWithStatuses(parent: Part, statusParent: StatusParent, report: DeletionReport): Promise<boolean> {
  let statuses: PuxeoStatus[];
  try {
    statuses = await fetchStatuses(statusParent);
  } catch (error) {
    report.refused.push({ item: `the statuses of ${parent.label}`, reason: readableError(error) });
    return false;
  }
  const statusParts = statuses.map((status): Part => ({
    doctype: 'Puxeo Statuses',
    name: status.name,
    label: `status ${status.name1}`,
  }));
  return (await deleteParts(statusParts, report)) && (await deleteParts([parent], report));
}

function countTasks(projects: readonly string[]): Promise<number> {
  return projects.length === 0 ? Promise.resolve(0) : countDocs('Task', [['project', 'in', [...projects]]]);
}

async function deleteProject(project: Project): Promise<DeletionOutcome> {
  const tasks = await countTasks([project.name]);
  if (tasks > 0) {
    return {
      kind: 'has-tasks',
      message: `${project.project_name} cannot be deleted while it has tasks (${tasks}). Move or delete them first.`,
    };
  }
  const report = emptyReport();
  const gone = await deleteWithStatuses(projectPart(project), { project: project.name }, report);
  return gone ? { kind: 'deleted' } : { kind: 'incomplete', report };
}

async function deleteSpace(space: TreeItem & { kind: 'space' }): Promise<DeletionOutcome> {
  const { doc } = space;
  // Archived projects too: they link to the space all the same.
  const projects = await listDocs<ProjectRef>('Project', {
    fields: ['name', 'project_name'],
    filters: { space: doc.name },
    orderBy: 'creation asc',
    limitPageLength: 0,
  });
  const tasks = await countTasks(projects.map((project) => project.name));
  if (tasks > 0) {
    return {
      kind: 'has-tasks',
      message: `${doc.name1} cannot be deleted while its projects have tasks (${tasks}). Move or delete them first.`,
    };
  }
  const report = emptyReport();
  for (const project of projects) {
    if (!(await deleteWithStatuses(projectPart(project), { project: project.name }, report))) {
      return { kind: 'incomplete', report };
    }
  }
  const spacePart: Part = { doctype: 'Spaces', name: doc.name, label: `space ${itemLabel(space)}` };
  const gone = await deleteWithStatuses(spacePart, { space: doc.name }, report);
  return gone ? { kind: 'deleted' } : { kind: 'incomplete', report };
}

/** Deletes the space or project with what it holds (statuses, a space's projects), never tasks. */
export function deleteTreeItem(item: TreeItem): Promise<DeletionOutcome> {
  return item.kind === 'space' ? deleteSpace(item) : deleteProject(item.doc);
}

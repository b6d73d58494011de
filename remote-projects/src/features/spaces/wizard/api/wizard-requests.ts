// The writes the wizard makes, as the Frappe API expects them (docs/frappe-backend.md, Doctypes).
import { createDoc, deleteDoc } from 'shared-auth';
import type { Project, PuxeoStatus, Space } from 'tessera-contracts';
import type { PlannedStatus, WizardKind } from '../model/wizard-values';

export const PARENT_DOCTYPE = { space: 'Spaces', project: 'Project' } as const satisfies Record<WizardKind, string>;

export function createSpace(values: { name: string; color: string }): Promise<Space> {
  return createDoc<Space>('Spaces', { name1: values.name, color: values.color });
}

export function createProject(values: {
  name: string;
  color: string;
  space: string | undefined;
  customStatuses: boolean;
}): Promise<Project> {
  return createDoc<Project>('Project', {
    // ERPNext requires project_name; Puxeo reads subject.
    project_name: values.name,
    subject: values.name,
    status: 'Open',
    project_status: 'Open',
    color: values.color,
    is_custom: values.customStatuses ? 1 : 0,
    space: values.space,
  });
}

export function createStatus(kind: WizardKind, parent: string, status: PlannedStatus): Promise<PuxeoStatus> {
  return createDoc<PuxeoStatus>('Puxeo Statuses', {
    name1: status.name,
    color: status.color,
    is_custom: kind === 'project' ? 1 : 0,
    [kind]: parent,
    position: status.position,
  });
}

export function deleteStatus(name: string): Promise<void> {
  return deleteDoc('Puxeo Statuses', name);
}

export function deleteParent(kind: WizardKind, name: string): Promise<void> {
  return deleteDoc(PARENT_DOCTYPE[kind], name);
}

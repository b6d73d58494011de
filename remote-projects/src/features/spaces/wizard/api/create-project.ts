// The wizard's new project (docs/frappe-backend.md, Doctypes).
import { createDoc } from 'shared-auth';
import type { Project } from 'tessera-contracts';

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

// ERPNext's Task Depends On, the child table of Task.depends_on (erpnext/projects/doctype/task_depends_on),
// with its fields as in ERPNext 15. The mock-server takes no rows for it (Task.depends_on is read-only), so a
// task answers `depends_on: []`, as a task without dependencies does on a real site.

import type { DocTypeDef } from '../resource/doctype';

export const TASK_DEPENDS_ON: DocTypeDef = {
  name: 'Task Depends On',
  istable: true,
  naming: { kind: 'hash' },
  fields: [
    { fieldname: 'task', fieldtype: 'Link', label: 'Task', options: 'Task' },
    { fieldname: 'subject', fieldtype: 'Text', label: 'Subject', readOnly: true },
    { fieldname: 'project', fieldtype: 'Text', label: 'Project', readOnly: true },
  ],
};

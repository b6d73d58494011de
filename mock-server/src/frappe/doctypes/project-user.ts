// ERPNext's Project User, the child table of Project.users (erpnext/projects/doctype/project_user), with its
// fields as in ERPNext 15. The mock-server takes no rows for it (Project.users is read-only), so a project
// answers `users: []`, as a project shared with nobody does on a real site.

import type { DocTypeDef } from '../resource/doctype';

export const PROJECT_USER: DocTypeDef = {
  name: 'Project User',
  istable: true,
  naming: { kind: 'hash' },
  fields: [
    { fieldname: 'user', fieldtype: 'Link', label: 'User', options: 'User', reqd: true },
    { fieldname: 'email', fieldtype: 'Read Only', label: 'Email', readOnly: true },
    { fieldname: 'image', fieldtype: 'Read Only', label: 'Image', readOnly: true },
    { fieldname: 'full_name', fieldtype: 'Read Only', label: 'Full Name', readOnly: true },
    { fieldname: 'welcome_email_sent', fieldtype: 'Check', label: 'Welcome email sent', default: 0 },
    { fieldname: 'view_attachments', fieldtype: 'Check', label: 'View attachments', default: 0 },
    { fieldname: 'project_status', fieldtype: 'Text', label: 'Project Status', readOnly: true },
  ],
};

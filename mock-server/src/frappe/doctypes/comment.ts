// Frappe's Comment (frappe/core/doctype/comment), as far as a comment on a document goes: its DocPerm gives it
// to System Manager (here ADMIN and SA) only; anyone who may read a document comments on it through
// frappe.desk.form.utils.add_comment, which inserts the Comment whatever the caller's Comment rights.

import type { DocTypeDef } from '../resource/doctype';

export const COMMENT_TYPES = [
  'Comment',
  'Like',
  'Info',
  'Label',
  'Workflow',
  'Created',
  'Submitted',
  'Cancelled',
  'Updated',
  'Deleted',
  'Assigned',
  'Assignment Completed',
  'Attachment',
  'Attachment Removed',
  'Shared',
  'Unshared',
  'Bot',
  'Relinked',
  'Edit',
] as const;

export const COMMENT: DocTypeDef = {
  name: 'Comment',
  naming: { kind: 'hash' },
  sortOrder: 'modified desc',
  fields: [
    { fieldname: 'comment_type', fieldtype: 'Select', label: 'Comment Type', options: COMMENT_TYPES, reqd: true },
    { fieldname: 'comment_email', fieldtype: 'Data', label: 'Comment Email' },
    { fieldname: 'subject', fieldtype: 'Text', label: 'Subject' },
    { fieldname: 'comment_by', fieldtype: 'Data', label: 'Comment By' },
    { fieldname: 'published', fieldtype: 'Check', label: 'Published', default: 0 },
    { fieldname: 'seen', fieldtype: 'Check', label: 'Seen', default: 0 },
    { fieldname: 'reference_doctype', fieldtype: 'Link', label: 'Reference Document Type', options: 'DocType' },
    {
      fieldname: 'reference_name',
      fieldtype: 'Dynamic Link',
      label: 'Reference Name',
      options: 'reference_doctype',
      searchIndex: true,
    },
    { fieldname: 'reference_owner', fieldtype: 'Data', label: 'Reference Owner' },
    { fieldname: 'content', fieldtype: 'Long Text', label: 'Content' },
    { fieldname: 'ip_address', fieldtype: 'Data', label: 'IP Address' },
  ],
  permissions: { read: 'admin', write: 'admin' },
  hooks: {
    validate: (doc, { user }) => {
      if (!doc.comment_email) doc.comment_email = user.name;
    },
  },
};

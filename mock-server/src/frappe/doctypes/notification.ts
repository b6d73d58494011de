// Frappe's Notification (frappe/email/doctype/notification): a rule that, on an event of a doctype's documents,
// sends a message to its recipients; a System Notification makes Notification Logs. Only a System Manager
// keeps them. Here they are records only, as DocType and Custom Field are (./meta-doctype.ts): the rules the
// mock-server runs are built in (Tessera's on Task: ../task-alerts.ts), as a site set up by
// `npm run frappe:setup` has them, and a record a client makes changes nothing the server does.

import type { DocTypeDef } from '../resource/doctype';

export const NOTIFICATION_RECIPIENT: DocTypeDef = {
  name: 'Notification Recipient',
  istable: true,
  naming: { kind: 'hash' },
  fields: [
    // Selects whose options Frappe's form fills in from the document type, so a save checks no options: Data here.
    { fieldname: 'receiver_by_document_field', fieldtype: 'Data', label: 'Receiver By Document Field' },
    { fieldname: 'receiver_by_role', fieldtype: 'Link', label: 'Receiver By Role', options: 'Role' },
    { fieldname: 'cc', fieldtype: 'Code', label: 'CC' },
    { fieldname: 'bcc', fieldtype: 'Code', label: 'BCC' },
    { fieldname: 'condition', fieldtype: 'Data', label: 'Condition' },
  ],
};

export const NOTIFICATION: DocTypeDef = {
  name: 'Notification',
  naming: { kind: 'prompt' },
  sortOrder: 'modified desc',
  fields: [
    { fieldname: 'enabled', fieldtype: 'Check', label: 'Enabled', default: 1 },
    {
      fieldname: 'channel',
      fieldtype: 'Select',
      label: 'Channel',
      options: ['Email', 'Slack', 'System Notification', 'SMS'],
      default: 'Email',
      reqd: true,
    },
    { fieldname: 'subject', fieldtype: 'Data', label: 'Subject' },
    { fieldname: 'document_type', fieldtype: 'Link', label: 'Document Type', options: 'DocType', reqd: true },
    {
      fieldname: 'event',
      fieldtype: 'Select',
      label: 'Send Alert On',
      options: ['', 'New', 'Save', 'Submit', 'Cancel', 'Days After', 'Days Before', 'Value Change', 'Method', 'Custom'],
      reqd: true,
    },
    // A Select whose options the form fills in from the document type's fields, as above.
    { fieldname: 'value_changed', fieldtype: 'Data', label: 'Value Changed' },
    { fieldname: 'condition', fieldtype: 'Code', label: 'Condition' },
    { fieldname: 'recipients', fieldtype: 'Table', label: 'Recipients', options: 'Notification Recipient' },
    { fieldname: 'message', fieldtype: 'Code', label: 'Message', default: 'Add your message here' },
    { fieldname: 'send_system_notification', fieldtype: 'Check', label: 'Send System Notification', default: 0 },
    { fieldname: 'send_to_all_assignees', fieldtype: 'Check', label: 'Send To All Assignees', default: 0 },
  ],
  permissions: { read: 'sa', write: 'sa' },
};

// Task's fields: every data field of ERPNext 15's Task (erpnext/projects/doctype/task/task.json, its types as
// in the version-15 controller's generated type hints), in the form's order, plus the fields Tessera adds
// (custom: a Custom Field on a real site, see scripts/frappe-setup/site-schema.mjs). Layout fields (Section,
// Column and Tab Breaks) hold no value and are left out. Every field is stored and answered, so a document
// has the shape a real site gives it; the app reads only some (docs/frappe-backend.md, Doctypes).
//
// Read-only here: what ERPNext computes (timesheet totals and dates, the nested set's lft/rgt/old_parent,
// depends_on_tasks) and the `depends_on` child table, whose rows the mock-server does not take: a client's
// value for any of them is ignored, as for every read-only field.

import { TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';
import type { FieldDef } from '../resource/doctype';

export const TASK_FIELDS: readonly FieldDef[] = [
  { fieldname: 'subject', fieldtype: 'Data', label: 'Subject', reqd: true, searchIndex: true },
  { fieldname: 'project', fieldtype: 'Link', label: 'Project', options: 'Project', searchIndex: true },
  { fieldname: 'issue', fieldtype: 'Link', label: 'Issue', options: 'Issue' },
  { fieldname: 'type', fieldtype: 'Link', label: 'Type', options: 'Task Type' },
  { fieldname: 'color', fieldtype: 'Color', label: 'Color' },
  // Puxeo: the board column (one of its project's statuses) and the card's place in it, a rank key
  // (tessera-contracts' rank.ts). The number it had before stays for old data; the app no longer writes it.
  { fieldname: 'puxeo_status', fieldtype: 'Link', label: 'Board Status', options: 'Puxeo Statuses', custom: true },
  { fieldname: 'kanban_position', fieldtype: 'Float', label: 'Board Position', default: 0, custom: true },
  { fieldname: 'kanban_rank', fieldtype: 'Data', label: 'Board Rank', custom: true },
  { fieldname: 'is_group', fieldtype: 'Check', label: 'Is Group', default: 0 },
  { fieldname: 'is_template', fieldtype: 'Check', label: 'Is Template', default: 0 },
  {
    fieldname: 'status',
    fieldtype: 'Select',
    label: 'Status',
    options: TASK_STATUSES,
    default: 'Open',
    searchIndex: true,
  },
  // ERPNext gives priority no default, so a new task there gets its first option, Low; Tessera's is Medium.
  {
    fieldname: 'priority',
    fieldtype: 'Select',
    label: 'Priority',
    options: TASK_PRIORITIES,
    default: 'Medium',
    searchIndex: true,
  },
  { fieldname: 'task_weight', fieldtype: 'Float', label: 'Weight' },
  { fieldname: 'parent_task', fieldtype: 'Link', label: 'Parent Task', options: 'Task', searchIndex: true },
  { fieldname: 'completed_by', fieldtype: 'Link', label: 'Completed By', options: 'User' },
  { fieldname: 'completed_on', fieldtype: 'Date', label: 'Completed On' },
  { fieldname: 'exp_start_date', fieldtype: 'Date', label: 'Expected Start Date' },
  { fieldname: 'expected_time', fieldtype: 'Float', label: 'Expected Time (in hours)', default: 0 },
  { fieldname: 'start', fieldtype: 'Int', label: 'Begin On (Days)' },
  { fieldname: 'exp_end_date', fieldtype: 'Date', label: 'Expected End Date', searchIndex: true },
  { fieldname: 'progress', fieldtype: 'Percent', label: '% Progress' },
  { fieldname: 'duration', fieldtype: 'Int', label: 'Duration (Days)' },
  { fieldname: 'is_milestone', fieldtype: 'Check', label: 'Is Milestone', default: 0 },
  { fieldname: 'description', fieldtype: 'Text Editor', label: 'Task Description' },
  {
    fieldname: 'depends_on',
    fieldtype: 'Table',
    label: 'Dependent Tasks',
    options: 'Task Depends On',
    readOnly: true,
  },
  { fieldname: 'depends_on_tasks', fieldtype: 'Code', label: 'Depends on Tasks', readOnly: true },
  { fieldname: 'act_start_date', fieldtype: 'Date', label: 'Actual Start Date (via Timesheet)', readOnly: true },
  { fieldname: 'actual_time', fieldtype: 'Float', label: 'Actual Time in Hours (via Timesheet)', readOnly: true },
  { fieldname: 'act_end_date', fieldtype: 'Date', label: 'Actual End Date (via Timesheet)', readOnly: true },
  {
    fieldname: 'total_costing_amount',
    fieldtype: 'Currency',
    label: 'Total Costing Amount (via Timesheet)',
    readOnly: true,
  },
  {
    fieldname: 'total_billing_amount',
    fieldtype: 'Currency',
    label: 'Total Billable Amount (via Timesheet)',
    readOnly: true,
  },
  { fieldname: 'review_date', fieldtype: 'Date', label: 'Review Date' },
  { fieldname: 'closing_date', fieldtype: 'Date', label: 'Closing Date' },
  { fieldname: 'department', fieldtype: 'Link', label: 'Department', options: 'Department' },
  { fieldname: 'company', fieldtype: 'Link', label: 'Company', options: 'Company' },
  { fieldname: 'lft', fieldtype: 'Int', label: 'lft', readOnly: true },
  { fieldname: 'rgt', fieldtype: 'Int', label: 'rgt', readOnly: true },
  { fieldname: 'old_parent', fieldtype: 'Data', label: 'Old Parent', readOnly: true },
  { fieldname: 'template_task', fieldtype: 'Data', label: 'Template Task' },
  // Frappe's standard `_assign` column: the open assignees as a JSON list, kept by ToDo (see ./todo.ts).
  { fieldname: '_assign', fieldtype: 'Text', label: 'Assigned To', readOnly: true },
];

// Project's fields: every data field of ERPNext 15's Project (erpnext/projects/doctype/project/project.json,
// its types as in the version-15 controller's generated type hints), in the form's order, plus the fields
// Puxeo adds after project_name (custom: Custom Fields on a real site, see
// scripts/frappe-setup/site-schema.mjs). Layout fields (Section, Column and Tab Breaks) hold no value and are
// left out. Every field is stored and answered, so a document has the shape a real site gives it; the app
// reads only some (docs/frappe-backend.md, Doctypes).
//
// Read-only here: what ERPNext computes (% completed, costs, sales and margins, actual dates and time) and the
// `users` child table, whose rows the mock-server does not take: a client's value for any of them is ignored,
// as for every read-only field. ERPNext 15 also makes `company` mandatory, which a real site fills from the
// user's default company; the mock-server has no companies, so it stays optional here.

import { PROJECT_STATUSES } from 'tessera-contracts';
import type { FieldDef } from '../resource/doctype';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const PROJECT_FIELDS: readonly FieldDef[] = [
  { fieldname: 'naming_series', fieldtype: 'Select', label: 'Series', options: ['PROJ-.####'], reqd: true },
  { fieldname: 'project_name', fieldtype: 'Data', label: 'Project Name', reqd: true },
  { fieldname: 'subject', fieldtype: 'Data', label: 'Subject', custom: true },
  { fieldname: 'project_status', fieldtype: 'Data', label: 'Project Status', default: 'Open', custom: true },
  { fieldname: 'color', fieldtype: 'Color', label: 'Color', custom: true },
  { fieldname: 'is_custom', fieldtype: 'Check', label: 'Uses Its Own Statuses', default: 0, custom: true },
  { fieldname: 'space', fieldtype: 'Link', label: 'Space', options: 'Spaces', searchIndex: true, custom: true },
  { fieldname: 'archived', fieldtype: 'Check', label: 'Archived', default: 0, custom: true },
  {
    fieldname: 'status',
    fieldtype: 'Select',
    label: 'Status',
    options: PROJECT_STATUSES,
    default: 'Open',
    searchIndex: true,
  },
  { fieldname: 'project_type', fieldtype: 'Link', label: 'Project Type', options: 'Project Type' },
  { fieldname: 'is_active', fieldtype: 'Select', label: 'Is Active', options: ['Yes', 'No'] },
  {
    fieldname: 'percent_complete_method',
    fieldtype: 'Select',
    label: '% Complete Method',
    options: ['Manual', 'Task Completion', 'Task Progress', 'Task Weight'],
    default: 'Task Completion',
  },
  { fieldname: 'percent_complete', fieldtype: 'Percent', label: '% Completed', readOnly: true },
  { fieldname: 'project_template', fieldtype: 'Link', label: 'From Template', options: 'Project Template' },
  { fieldname: 'expected_start_date', fieldtype: 'Date', label: 'Expected Start Date' },
  { fieldname: 'expected_end_date', fieldtype: 'Date', label: 'Expected End Date' },
  { fieldname: 'priority', fieldtype: 'Select', label: 'Priority', options: ['Medium', 'Low', 'High'] },
  { fieldname: 'department', fieldtype: 'Link', label: 'Department', options: 'Department' },
  { fieldname: 'customer', fieldtype: 'Link', label: 'Customer', options: 'Customer', searchIndex: true },
  { fieldname: 'sales_order', fieldtype: 'Link', label: 'Sales Order', options: 'Sales Order' },
  { fieldname: 'users', fieldtype: 'Table', label: 'Users', options: 'Project User', readOnly: true },
  { fieldname: 'copied_from', fieldtype: 'Data', label: 'Copied From', readOnly: true },
  { fieldname: 'notes', fieldtype: 'Text Editor', label: 'Notes' },
  { fieldname: 'actual_start_date', fieldtype: 'Date', label: 'Actual Start Date (via Timesheet)', readOnly: true },
  { fieldname: 'actual_time', fieldtype: 'Float', label: 'Actual Time in Hours (via Timesheet)', readOnly: true },
  { fieldname: 'actual_end_date', fieldtype: 'Date', label: 'Actual End Date (via Timesheet)', readOnly: true },
  { fieldname: 'estimated_costing', fieldtype: 'Currency', label: 'Estimated Cost' },
  {
    fieldname: 'total_costing_amount',
    fieldtype: 'Currency',
    label: 'Total Costing Amount (via Timesheet)',
    readOnly: true,
  },
  {
    fieldname: 'total_purchase_cost',
    fieldtype: 'Currency',
    label: 'Total Purchase Cost (via Purchase Invoice)',
    readOnly: true,
  },
  { fieldname: 'company', fieldtype: 'Link', label: 'Company', options: 'Company' },
  {
    fieldname: 'total_sales_amount',
    fieldtype: 'Currency',
    label: 'Total Sales Amount (via Sales Order)',
    readOnly: true,
  },
  {
    fieldname: 'total_billable_amount',
    fieldtype: 'Currency',
    label: 'Total Billable Amount (via Timesheet)',
    readOnly: true,
  },
  {
    fieldname: 'total_billed_amount',
    fieldtype: 'Currency',
    label: 'Total Billed Amount (via Sales Invoice)',
    readOnly: true,
  },
  {
    fieldname: 'total_consumed_material_cost',
    fieldtype: 'Currency',
    label: 'Total Consumed Material Cost (via Stock Entry)',
    readOnly: true,
  },
  { fieldname: 'cost_center', fieldtype: 'Link', label: 'Default Cost Center', options: 'Cost Center' },
  { fieldname: 'gross_margin', fieldtype: 'Currency', label: 'Gross Margin', readOnly: true },
  { fieldname: 'per_gross_margin', fieldtype: 'Percent', label: 'Gross Margin %', readOnly: true },
  { fieldname: 'collect_progress', fieldtype: 'Check', label: 'Collect Progress', default: 0 },
  { fieldname: 'holiday_list', fieldtype: 'Link', label: 'Holiday List', options: 'Holiday List' },
  {
    fieldname: 'frequency',
    fieldtype: 'Select',
    label: 'Frequency To Collect Progress',
    options: ['Hourly', 'Twice Daily', 'Daily', 'Weekly'],
  },
  { fieldname: 'from_time', fieldtype: 'Time', label: 'From Time' },
  { fieldname: 'to_time', fieldtype: 'Time', label: 'To Time' },
  { fieldname: 'first_email', fieldtype: 'Time', label: 'First Email' },
  { fieldname: 'second_email', fieldtype: 'Time', label: 'Second Email' },
  { fieldname: 'daily_time_to_send', fieldtype: 'Time', label: 'Daily Time to send' },
  { fieldname: 'day_to_send', fieldtype: 'Select', label: 'Day to Send', options: WEEKDAYS },
  { fieldname: 'weekly_time_to_send', fieldtype: 'Time', label: 'Weekly Time to send' },
  { fieldname: 'message', fieldtype: 'Text', label: 'Message' },
];

// ERPNext 15's Task and Project fields, written out here from ERPNext's own files (erpnext/projects/doctype/
// task/task.json and project/project.json, their types as in the version-15 controllers' generated type hints),
// not read from the mock-server's definitions, so that a test comparing the two can fail. Layout fields
// (Section, Column and Tab Breaks) hold no value and are not listed. `readOnly`: ERPNext's read_only (computed).

export interface ErpField {
  fieldname: string;
  fieldtype: string;
  readOnly?: boolean;
  /** A default that is not the type's own (Tessera's custom fields; ERPNext's Select defaults). */
  hasDefault?: boolean;
}

const ro = (fieldname: string, fieldtype: string): ErpField => ({ fieldname, fieldtype, readOnly: true });
const f = (fieldname: string, fieldtype: string): ErpField => ({ fieldname, fieldtype });

export const ERPNEXT_TASK_FIELDS: readonly ErpField[] = [
  f('subject', 'Data'),
  f('project', 'Link'),
  f('issue', 'Link'),
  f('type', 'Link'),
  f('color', 'Color'),
  f('is_group', 'Check'),
  f('is_template', 'Check'),
  f('status', 'Select'),
  f('priority', 'Select'),
  f('task_weight', 'Float'),
  f('parent_task', 'Link'),
  f('completed_by', 'Link'),
  f('completed_on', 'Date'),
  f('exp_start_date', 'Date'),
  f('expected_time', 'Float'),
  f('start', 'Int'),
  f('exp_end_date', 'Date'),
  f('progress', 'Percent'),
  f('duration', 'Int'),
  f('is_milestone', 'Check'),
  f('description', 'Text Editor'),
  f('depends_on', 'Table'),
  ro('depends_on_tasks', 'Code'),
  ro('act_start_date', 'Date'),
  ro('actual_time', 'Float'),
  ro('act_end_date', 'Date'),
  ro('total_costing_amount', 'Currency'),
  ro('total_billing_amount', 'Currency'),
  f('review_date', 'Date'),
  f('closing_date', 'Date'),
  f('department', 'Link'),
  f('company', 'Link'),
  ro('lft', 'Int'),
  ro('rgt', 'Int'),
  ro('old_parent', 'Data'),
  f('template_task', 'Data'),
];

/** Tessera's Custom Fields on Task (scripts/frappe-setup/site-schema.mjs). */
export const TESSERA_TASK_FIELDS: readonly ErpField[] = [
  f('puxeo_status', 'Link'),
  f('kanban_position', 'Float'),
  f('kanban_rank', 'Data'),
];

export const ERPNEXT_PROJECT_FIELDS: readonly ErpField[] = [
  f('naming_series', 'Select'),
  f('project_name', 'Data'),
  f('status', 'Select'),
  f('project_type', 'Link'),
  f('is_active', 'Select'),
  f('percent_complete_method', 'Select'),
  ro('percent_complete', 'Percent'),
  f('project_template', 'Link'),
  f('expected_start_date', 'Date'),
  f('expected_end_date', 'Date'),
  f('priority', 'Select'),
  f('department', 'Link'),
  f('customer', 'Link'),
  f('sales_order', 'Link'),
  f('users', 'Table'),
  ro('copied_from', 'Data'),
  f('notes', 'Text Editor'),
  ro('actual_start_date', 'Date'),
  ro('actual_time', 'Float'),
  ro('actual_end_date', 'Date'),
  f('estimated_costing', 'Currency'),
  ro('total_costing_amount', 'Currency'),
  ro('total_purchase_cost', 'Currency'),
  f('company', 'Link'),
  ro('total_sales_amount', 'Currency'),
  ro('total_billable_amount', 'Currency'),
  ro('total_billed_amount', 'Currency'),
  ro('total_consumed_material_cost', 'Currency'),
  f('cost_center', 'Link'),
  ro('gross_margin', 'Currency'),
  ro('per_gross_margin', 'Percent'),
  f('collect_progress', 'Check'),
  f('holiday_list', 'Link'),
  f('frequency', 'Select'),
  f('from_time', 'Time'),
  f('to_time', 'Time'),
  f('first_email', 'Time'),
  f('second_email', 'Time'),
  f('daily_time_to_send', 'Time'),
  f('day_to_send', 'Select'),
  f('weekly_time_to_send', 'Time'),
  f('message', 'Text'),
];

/** Puxeo's Custom Fields on Project (scripts/frappe-setup/site-schema.mjs); project_status defaults to Open. */
export const TESSERA_PROJECT_FIELDS: readonly ErpField[] = [
  f('subject', 'Data'),
  { fieldname: 'project_status', fieldtype: 'Data', hasDefault: true },
  f('color', 'Color'),
  f('is_custom', 'Check'),
  f('space', 'Link'),
  f('archived', 'Check'),
];

/** Frappe's standard keys of every document (as_dict: default_fields and `doctype`). */
export const STANDARD_KEYS = ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'doctype'];

const FLOAT_TYPES = new Set(['Float', 'Currency', 'Percent']);
/**
 * Types a document always answers, even unset: numbers (Frappe's as_dict turns None into 0 or 0.0), child
 * tables (`[]`) and Selects (a new document gets the default or the first option).
 */
const ALWAYS_ANSWERED = new Set(['Check', 'Int', ...FLOAT_TYPES, 'Table', 'Select']);

export function isFloatField(field: ErpField): boolean {
  return FLOAT_TYPES.has(field.fieldtype);
}

/** The keys of a new document made from `sent` alone: the standard ones, what was sent, what is never empty. */
export function keysOfNewDocument(fields: readonly ErpField[], sent: readonly string[]): string[] {
  const answered = fields.filter((field) => ALWAYS_ANSWERED.has(field.fieldtype) || field.hasDefault);
  return [...new Set([...STANDARD_KEYS, ...sent, ...answered.map((field) => field.fieldname)])].sort();
}

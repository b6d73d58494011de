// Tessera's Notification records: a change of a task's status, or of its board status (what a space's kanban
// moves), is a System Notification to the task's open assignees other than the user who made it, so each gets
// an Alert in their Notification Log and the app's bell. Frappe's own "Send To All Assignees" would tell the
// user who made the change too (make_notification_logs keeps an Alert to oneself), so the recipients are a
// ToDo query in the recipient's CC template instead. A subject is a Data field: at most 140 characters.
// The mock-server runs the same rules built in (mock-server/src/frappe/task-alerts.ts).

const OTHER_ASSIGNEES =
  '{{ frappe.db.get_all("ToDo",filters={"reference_type":doc.doctype,"reference_name":doc.name,' +
  '"status":"Open","allocated_to":["!=",doc.modified_by]},pluck="allocated_to")|join(",") }}';

const BOARD_STATUS_NAME = '{{ frappe.db.get_value("Puxeo Statuses",doc.puxeo_status,"name1") }}';

function taskValueChange({ name, field, subject, message }) {
  return {
    name,
    enabled: 1,
    channel: 'System Notification',
    document_type: 'Task',
    event: 'Value Change',
    value_changed: field,
    // A value cleared tells nobody.
    condition: `doc.${field}`,
    subject,
    message,
    recipients: [{ cc: OTHER_ASSIGNEES }],
  };
}

export const TASK_NOTIFICATIONS = [
  taskValueChange({
    name: 'Tessera task status changed',
    field: 'status',
    subject: '{{ frappe.get_fullname(doc.modified_by) }} set the status of {{ doc.subject }} to {{ doc.status }}',
    message: 'Status: {{ doc.status }}',
  }),
  taskValueChange({
    name: 'Tessera task board status changed',
    field: 'puxeo_status',
    subject: `{{ frappe.get_fullname(doc.modified_by) }} moved {{ doc.subject }} to ${BOARD_STATUS_NAME}`,
    message: `Board status: ${BOARD_STATUS_NAME}`,
  }),
];

/** A step per Notification record the site lacks; one it has, under that name, is left as it is. */
export async function planNotifications(site) {
  const steps = [];
  for (const notification of TASK_NOTIFICATIONS) {
    const label = `Notification ${notification.name}`;
    if (await site.getDoc('Notification', notification.name)) {
      steps.push({ done: label });
      continue;
    }
    steps.push({
      change: `${label} (an alert to a task's other assignees when its ${notification.value_changed} changes)`,
      action: 'create',
      run: () => site.insert('Notification', notification),
    });
  }
  return steps;
}

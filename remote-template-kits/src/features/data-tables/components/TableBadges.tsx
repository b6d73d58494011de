import { NO_VALUE } from 'shared-ui';

/**
 * A task's status or priority as the tables draw it: a plain span that the table's style sheet (TABLE_CSS)
 * colours by its value, in the same colours as shared-ui's TaskStatusBadge and TaskPriorityBadge.
 */
function TableBadge({ value, outline }: { value: string; outline: boolean }) {
  if (!value) return <>{NO_VALUE}</>;
  return (
    <span data-part="badge" data-value={value} data-variant={outline ? 'outline' : undefined}>
      {value}
    </span>
  );
}

/** Cancelled is outlined so it reads as "not done" next to Completed. */
export function TableStatusBadge({ status }: { status: string }) {
  return <TableBadge value={status} outline={status === 'Cancelled'} />;
}

export function TablePriorityBadge({ priority }: { priority: string }) {
  return <TableBadge value={priority} outline />;
}

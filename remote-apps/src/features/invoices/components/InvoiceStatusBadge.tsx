import { Badge } from 'shared-ui';
import type { InvoiceStatus } from 'tessera-contracts';

export const STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  delivered: 'Delivered',
};

const STATUS_PALETTES: Record<InvoiceStatus, string> = { pending: 'orange', processing: 'blue', delivered: 'green' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

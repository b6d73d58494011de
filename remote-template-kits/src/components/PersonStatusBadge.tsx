import type { ListPersonStatus } from 'tessera-contracts';
import { Badge } from 'shared-ui';

const STATUS_LOOK: Record<ListPersonStatus, { label: string; palette: string }> = {
  online: { label: 'Online', palette: 'green' },
  away: { label: 'Away', palette: 'orange' },
  offline: { label: 'Offline', palette: 'gray' },
};

export function PersonStatusBadge({ status }: { status: ListPersonStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge colorPalette={look.palette} variant="subtle" flexShrink={0}>
      {look.label}
    </Badge>
  );
}

import { Badge } from 'shared-ui';

export function ContactStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

import { Card, Stat, Text } from 'shared-ui';

interface StatCardProps {
  label: string;
  value: string;
  help?: string;
}

export function StatCard({ label, value, help }: StatCardProps) {
  return (
    <Card.Root size="sm" role="group" aria-label={label}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
        {/* Outside the stat: Chakra's Stat is a <dl>, which may hold only terms and definitions. */}
        {help && (
          <Text textStyle="xs" color="fg.muted" mt="1">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

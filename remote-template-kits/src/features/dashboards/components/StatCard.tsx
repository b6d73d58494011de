import { Card, Stat } from '@chakra-ui/react';

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
          {help && <Stat.HelpText>{help}</Stat.HelpText>}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

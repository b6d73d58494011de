import type { ReactNode } from 'react';
import { Card, Heading, Text } from 'shared-ui';

interface KitSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One variant of a component on a kit page: a titled card that says when to use it, then the live example. */
export function KitSection({ title, description, children }: KitSectionProps) {
  return (
    <Card.Root as="section" aria-label={title} minW="0">
      <Card.Header gap="1">
        <Heading as="h2" textStyle="md" fontWeight="semibold">
          {title}
        </Heading>
        {description && (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body minW="0">{children}</Card.Body>
    </Card.Root>
  );
}

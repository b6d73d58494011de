import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from 'shared-ui';

interface FormCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One demo form on a page: its heading, a line on what it shows, the form. */
export function FormCard({ title, description, children }: FormCardProps) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {description && <Text color="fg.muted">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

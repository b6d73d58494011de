import type { ReactNode } from 'react';
import { Card, Flex, Separator, Stack, Text } from 'shared-ui';
import type { CartItem } from 'tessera-contracts';
import { formatCents, lineTotalCents } from '../model/money';

export interface SummaryLine {
  key: number;
  title: string;
  amount: number;
  totalCents: number;
}

/** A cart's lines, as the cart and the checkout list them. */
export const cartSummaryLines = (items: readonly CartItem[]): SummaryLine[] =>
  items.map((item) => ({ key: item.id, title: item.title, amount: item.amount, totalCents: lineTotalCents(item) }));

/** The lines of a cart or an order, each with its amount and total, and the total of all (in cents). */
export function OrderSummary({
  title,
  lines,
  children,
}: {
  title: string;
  lines: SummaryLine[];
  children?: ReactNode;
}) {
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {lines.map((line) => (
            <Flex key={line.key} justify="space-between" gap="3" textStyle="sm">
              <Text minW={0}>
                {line.title}{' '}
                <Text as="span" color="fg.muted" whiteSpace="nowrap">
                  × {line.amount}
                </Text>
              </Text>
              <Text flexShrink={0}>{formatCents(line.totalCents)}</Text>
            </Flex>
          ))}
          <Separator />
          <Flex justify="space-between" fontWeight="bold">
            <Text>Total</Text>
            <Text data-testid="order-total">{formatCents(totalCents)}</Text>
          </Flex>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import type { ReactNode } from 'react';
import { Box, Button, ChevronDownIcon, Icon, Text } from 'shared-ui';
import { Collapsible } from 'shared-ui/kits';

interface CollapsibleCardProps {
  label: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A button that shows and hides the content under it; its chevron turns with the state. */
export function CollapsibleCard({ label, defaultOpen = false, children }: CollapsibleCardProps) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} borderWidth="1px" borderRadius="l2">
      <Collapsible.Trigger asChild>
        <Button variant="ghost" w="full" justifyContent="space-between" px="4" py="3" h="auto">
          <Text as="span" fontWeight="medium">
            {label}
          </Text>
          <Collapsible.Indicator asChild transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <Icon boxSize="4" aria-hidden>
              <ChevronDownIcon />
            </Icon>
          </Collapsible.Indicator>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box px="4" pb="4" color="fg.muted" textStyle="sm">
          {children}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

import { Badge, HStack, Stack, Tabs, Text } from 'shared-ui';

type TabsVariant = 'line' | 'enclosed' | 'outline' | 'subtle' | 'plain';

interface ProjectTabsProps {
  variant?: TabsVariant;
  orientation?: 'horizontal' | 'vertical';
  /** 'manual': arrow keys move focus only, Enter or Space opens the tab. */
  activationMode?: 'automatic' | 'manual';
  label: string;
}

const PANELS = [
  {
    value: 'overview',
    title: 'Overview',
    body: 'Website redesign: new navigation, a faster home page and a fresh look for the blog.',
  },
  { value: 'tasks', title: 'Tasks', count: 31, body: '18 done, 9 in progress and 4 still to start.' },
  {
    value: 'files',
    title: 'Files',
    count: 12,
    body: 'Wireframes, the brand guide and the copy deck, last changed today.',
  },
  { value: 'activity', title: 'Activity', body: 'Priya moved “Hero banner” to Review an hour ago.' },
];

/** One project's tabs; the arrow keys move between tabs (and follow the reading direction). */
export function ProjectTabs({
  variant = 'line',
  orientation = 'horizontal',
  activationMode = 'automatic',
  label,
}: ProjectTabsProps) {
  return (
    <Tabs.Root
      defaultValue="overview"
      variant={variant}
      orientation={orientation}
      activationMode={activationMode}
      colorPalette="teal"
      minW="0"
    >
      <Tabs.List aria-label={label} overflowX="auto" minW="0" maxW="full" flexShrink={0}>
        {PANELS.map((panel) => (
          <Tabs.Trigger key={panel.value} value={panel.value} flexShrink={0}>
            <HStack gap="2">
              <span>{panel.title}</span>
              {panel.count !== undefined && (
                <Badge size="sm" variant="subtle">
                  {panel.count}
                </Badge>
              )}
            </HStack>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PANELS.map((panel) => (
        <Tabs.Content key={panel.value} value={panel.value} ps={orientation === 'vertical' ? '4' : undefined}>
          <Stack gap="1">
            <Text fontWeight="medium">{panel.title}</Text>
            <Text color="fg.muted" textStyle="sm">
              {panel.body}
            </Text>
          </Stack>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

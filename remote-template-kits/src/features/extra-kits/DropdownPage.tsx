import { useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  ChevronDownIcon,
  CopyIcon,
  DownloadIcon,
  Heading,
  Kbd,
  Menu,
  PageLayout,
  PencilIcon,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  Trash2Icon,
  type LucideIcon,
} from 'shared-ui';

interface ActionItem {
  value: string;
  label: string;
  icon: LucideIcon;
  command?: string;
  danger?: boolean;
}

const ACTION_GROUPS: ReadonlyArray<{ label: string; items: readonly ActionItem[] }> = [
  {
    label: 'Edit',
    items: [
      { value: 'rename', label: 'Rename', icon: PencilIcon, command: 'F2' },
      { value: 'duplicate', label: 'Duplicate', icon: CopyIcon, command: 'Ctrl D' },
      { value: 'export', label: 'Export as CSV', icon: DownloadIcon },
    ],
  },
  { label: 'Danger zone', items: [{ value: 'delete', label: 'Delete', icon: Trash2Icon, danger: true }] },
];

const COLUMNS = [
  { value: 'assignee', label: 'Assignee' },
  { value: 'due', label: 'Due date' },
  { value: 'priority', label: 'Priority' },
  { value: 'tags', label: 'Tags' },
] as const;

const SORT_ORDERS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name, A to Z' },
] as const;

function DemoCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3" align="start">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** `/extra-kits/dropdown`: menus with groups, icons and shortcuts, checkable items, all driven by the keyboard too. */
export default function DropdownPage() {
  const [chosen, setChosen] = useState<string | null>(null);
  const [columns, setColumns] = useState<string[]>(['assignee', 'due']);
  const [sortOrder, setSortOrder] = useState<string>('newest');

  const labelOf = (value: string) =>
    ACTION_GROUPS.flatMap((group) => group.items).find((item) => item.value === value)?.label ?? value;
  const toggleColumn = (value: string, checked: boolean) =>
    setColumns((current) => (checked ? [...current, value] : current.filter((column) => column !== value)));

  return (
    <PageLayout
      title="Dropdown"
      description="Menus built on Chakra's Menu: grouped, with icons, checkable, and keyboard first."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <DemoCard title="Grouped actions" text="Items in labelled groups, with icons and shortcut hints.">
          <Menu.Root onSelect={(details) => setChosen(details.value)}>
            <Menu.Trigger asChild>
              <Button variant="outline">
                Actions <ChevronDownIcon aria-hidden="true" />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56">
                  {ACTION_GROUPS.map((group, index) => (
                    <Menu.ItemGroup key={group.label}>
                      {index > 0 && <Menu.Separator />}
                      <Menu.ItemGroupLabel>{group.label}</Menu.ItemGroupLabel>
                      {group.items.map(({ value, label, icon: Icon, command, danger }) => (
                        <Menu.Item
                          key={value}
                          value={value}
                          color={danger ? 'fg.error' : undefined}
                          _highlighted={danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
                        >
                          <Icon size={16} aria-hidden="true" />
                          <Menu.ItemText flex="1">{label}</Menu.ItemText>
                          {command && <Menu.ItemCommand>{command}</Menu.ItemCommand>}
                        </Menu.Item>
                      ))}
                    </Menu.ItemGroup>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
          <Text textStyle="sm" aria-live="polite" data-testid="actions-outcome">
            {chosen ? `You chose “${labelOf(chosen)}”.` : 'Nothing chosen yet.'}
          </Text>
        </DemoCard>

        <DemoCard title="Checkable items" text="Checkboxes to show columns, and one sort order to pick.">
          <Menu.Root closeOnSelect={false}>
            <Menu.Trigger asChild>
              <Button variant="outline">
                View options <ChevronDownIcon aria-hidden="true" />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56">
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>Columns</Menu.ItemGroupLabel>
                    {COLUMNS.map((column) => (
                      <Menu.CheckboxItem
                        key={column.value}
                        value={column.value}
                        checked={columns.includes(column.value)}
                        onCheckedChange={(checked) => toggleColumn(column.value, checked)}
                      >
                        {column.label}
                        <Menu.ItemIndicator />
                      </Menu.CheckboxItem>
                    ))}
                  </Menu.ItemGroup>
                  <Menu.Separator />
                  <Menu.RadioItemGroup value={sortOrder} onValueChange={(details) => setSortOrder(details.value)}>
                    <Menu.ItemGroupLabel>Sort by</Menu.ItemGroupLabel>
                    {SORT_ORDERS.map((order) => (
                      <Menu.RadioItem key={order.value} value={order.value}>
                        {order.label}
                        <Menu.ItemIndicator />
                      </Menu.RadioItem>
                    ))}
                  </Menu.RadioItemGroup>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
          <Text textStyle="sm" aria-live="polite" data-testid="view-outcome">
            Columns:{' '}
            {columns.length > 0
              ? COLUMNS.filter((c) => columns.includes(c.value))
                  .map((c) => c.label)
                  .join(', ')
              : 'none'}
            . Sorted: {SORT_ORDERS.find((order) => order.value === sortOrder)?.label}.
          </Text>
        </DemoCard>

        <DemoCard title="Keyboard" text="Every menu here works without a mouse.">
          <Stack as="ul" gap="1" ps="5" textStyle="sm">
            <li>
              <Kbd>Enter</Kbd>, <Kbd>Space</Kbd> or <Kbd>↓</Kbd> on the button opens the menu
            </li>
            <li>
              <Kbd>↑</Kbd> <Kbd>↓</Kbd> move, <Kbd>Home</Kbd> <Kbd>End</Kbd> jump to the ends
            </li>
            <li>Typing a letter moves to the next item starting with it</li>
            <li>
              <Kbd>Enter</Kbd> chooses or checks, <Kbd>Esc</Kbd> closes and returns focus to the button
            </li>
          </Stack>
        </DemoCard>
      </SimpleGrid>
    </PageLayout>
  );
}

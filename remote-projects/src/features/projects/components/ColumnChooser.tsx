import { Button, ChevronDownIcon, Menu, Portal, TableIcon } from 'shared-ui';
import { TASK_COLUMNS, type ColumnId } from '../model/task-columns';

interface ColumnChooserProps {
  columns: readonly ColumnId[];
  onChange: (columns: ColumnId[]) => void;
}

/** A menu of checkboxes, one per column (Subject always shows); arrows, Space and Enter work in it. */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const toggle = (id: ColumnId, on: boolean) =>
    onChange(on ? [...columns.filter((column) => column !== id), id] : columns.filter((column) => column !== id));
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <TableIcon size={14} aria-hidden="true" />
          Columns
          <ChevronDownIcon size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label="Columns shown">
            {TASK_COLUMNS.map((column) => (
              <Menu.CheckboxItem
                key={column.id}
                value={column.id}
                checked={columns.includes(column.id)}
                onCheckedChange={(checked) => toggle(column.id, checked)}
              >
                {column.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

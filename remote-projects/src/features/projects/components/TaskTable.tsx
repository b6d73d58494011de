import type { ReactNode } from 'react';
import { keepsLastScreen, Table, VisuallyHidden } from 'shared-ui';
import type { TaskColumn } from '../model/task-columns';
import type { SortField, TaskSort } from '../model/task-sort';
import { SortableHeader } from './SortableHeader';
import { TASK_ROWS_CSS } from './task-rows-css';

interface TaskTableProps {
  columns: readonly TaskColumn[];
  sort: TaskSort | null;
  onSort: (field: SortField) => void;
  /** Room for the checkboxes (writers only). */
  selectable: boolean;
  /** The groups drawn are the previous filters' while the new ones are read. */
  busy?: boolean;
  /** One GroupTableBody per group. */
  children: ReactNode;
}

/** The table of every group: one header row that sorts, then one section per group; kept as the last screen. */
export function TaskTable({ columns, sort, onSort, selectable, busy = false, children }: TaskTableProps) {
  return (
    // Focusable and named, so keyboard users can scroll a wide table sideways too.
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      tabIndex={0}
      role="region"
      aria-label="Tasks table"
      // A scrollbar that stays drawn (not an overlay that appears on hover), so the sideways scroll is seen.
      css={{ scrollbarWidth: 'thin', scrollbarColor: 'var(--chakra-colors-border-emphasized) transparent' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      // Its rows are what a returning user's first screen is drawn from, before the app has started.
      {...keepsLastScreen}
    >
      <Table.Root
        aria-label="Tasks"
        aria-busy={busy || undefined}
        size="sm"
        stickyHeader
        whiteSpace="nowrap"
        css={TASK_ROWS_CSS}
      >
        <Table.Header>
          <Table.Row>
            {selectable && (
              <Table.ColumnHeader scope="col" width="10">
                <VisuallyHidden>Select</VisuallyHidden>
              </Table.ColumnHeader>
            )}
            <SortableHeader field="subject" label="Subject" sort={sort} onSort={onSort} />
            {columns.map((column) =>
              column.sortable === false ? (
                <Table.ColumnHeader key={column.id} scope="col">
                  {column.label}
                </Table.ColumnHeader>
              ) : (
                <SortableHeader
                  key={column.id}
                  field={column.id}
                  label={column.label}
                  numeric={column.numeric}
                  sort={sort}
                  onSort={onSort}
                />
              ),
            )}
          </Table.Row>
        </Table.Header>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

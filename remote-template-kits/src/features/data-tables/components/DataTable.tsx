import type { Table as TanstackTable } from '@tanstack/react-table';
import { Table, Text } from 'shared-ui';
import { DataRow } from './DataRow';
import { SortHeader } from './SortHeader';
import { TABLE_CSS } from './table-styles';
import { VirtualRows } from './VirtualRows';

interface DataTableProps<Data> {
  table: TanstackTable<Data>;
  /** Read by screen readers as the table's name. */
  caption: string;
  multiSort?: boolean;
  /** Rows scroll inside a frame and only those in view are drawn: for every row at once, without paging. */
  virtual?: boolean;
}

/**
 * A TanStack table drawn with Chakra's table: sortable headers, the rows of the current page (or all, virtual),
 * the rows plain elements styled by the table.
 */
export function DataTable<Data>({ table, caption, multiSort = false, virtual = false }: DataTableProps<Data>) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const headerRows = table.getHeaderGroups().map((group) => (
    <Table.Row key={group.id} aria-rowindex={virtual ? 1 : undefined}>
      {group.headers.map((header) => (
        <SortHeader key={header.id} header={header} multiSort={multiSort} />
      ))}
    </Table.Row>
  ));

  const tableBody =
    rows.length === 0 ? (
      <Table.Body>
        <Table.Row>
          <Table.Cell colSpan={columnCount}>
            <Text color="fg.muted" py="4" textAlign="center">
              No tasks match.
            </Text>
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    ) : virtual ? null : (
      <tbody>
        {rows.map((row) => (
          <DataRow key={row.id} row={row} />
        ))}
      </tbody>
    );

  if (virtual && rows.length > 0) {
    return <VirtualRows rows={rows} caption={caption} columnCount={columnCount} header={headerRows} />;
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
      <Table.Root size="sm" minW="3xl" css={TABLE_CSS}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>{headerRows}</Table.Header>
        {tableBody}
      </Table.Root>
    </Table.ScrollArea>
  );
}

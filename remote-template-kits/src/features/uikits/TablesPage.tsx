import { PageLayout, Stack } from 'shared-ui';
import { InvoiceTable } from './components/InvoiceTable';
import { KitSection } from '@kits/components/KitSection';
import { TableLookToggles } from './components/TableLookToggles';

/** `/uikits/tables`: striped, hover and bordered tables, and the compact and outlined looks. */
export default function TablesPage() {
  return (
    <PageLayout
      title="Tables"
      description="Rows of records to compare at a glance; on a phone, a wide table scrolls inside its frame."
    >
      <Stack gap="6">
        <KitSection title="Choose the look" description="Switch stripes, hover highlight and column borders.">
          <TableLookToggles />
        </KitSection>
        <KitSection title="Bordered" description="An outline around the table and between every column.">
          <InvoiceTable caption="Invoices, bordered" variant="outline" showColumnBorder />
        </KitSection>
        <KitSection title="Compact" description="Smaller rows for dense data.">
          <InvoiceTable caption="Invoices, compact" size="sm" striped />
        </KitSection>
      </Stack>
    </PageLayout>
  );
}

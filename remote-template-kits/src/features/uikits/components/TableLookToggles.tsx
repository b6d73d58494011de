import { useState } from 'react';
import { Checkbox, Stack, Wrap } from 'shared-ui';
import { InvoiceTable } from './InvoiceTable';

const LOOKS = [
  { key: 'striped', label: 'Striped rows' },
  { key: 'interactive', label: 'Highlight on hover' },
  { key: 'showColumnBorder', label: 'Column borders' },
] as const;

type Look = (typeof LOOKS)[number]['key'];

/** One table whose looks the reader switches on and off. */
export function TableLookToggles() {
  const [looks, setLooks] = useState<Record<Look, boolean>>({
    striped: true,
    interactive: true,
    showColumnBorder: false,
  });
  return (
    <Stack gap="4">
      <Wrap gap="5">
        {LOOKS.map((look) => (
          <Checkbox.Root
            key={look.key}
            checked={looks[look.key]}
            onCheckedChange={(details) => setLooks((current) => ({ ...current, [look.key]: details.checked === true }))}
            colorPalette="teal"
            size="sm"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{look.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      <InvoiceTable caption="Invoices, with the looks chosen above" {...looks} />
    </Stack>
  );
}

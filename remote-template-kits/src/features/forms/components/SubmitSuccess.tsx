import { Button, DataList, InlineAlert, Stack } from 'shared-ui';

export const SUCCESS_MESSAGE = 'Action completed successfully!';

export interface SubmittedEntry {
  label: string;
  value: string;
}

interface SubmitSuccessProps {
  entries: readonly SubmittedEntry[];
  /** Clears the form for another go. */
  onReset: () => void;
}

/** What a demo form shows once sent: the product's confirmation and the values it received. */
export function SubmitSuccess({ entries, onReset }: SubmitSuccessProps) {
  return (
    <Stack gap="4" align="start">
      <InlineAlert status="success" title={SUCCESS_MESSAGE}>
        These are the values the form sent.
      </InlineAlert>
      <DataList.Root orientation="horizontal" size="sm" width="full">
        {entries.map((entry) => (
          <DataList.Item key={entry.label}>
            <DataList.ItemLabel>{entry.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{entry.value || '—'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Button variant="outline" onClick={onReset}>
        Fill it in again
      </Button>
    </Stack>
  );
}

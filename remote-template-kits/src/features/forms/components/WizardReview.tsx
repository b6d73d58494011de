import { DataList } from 'shared-ui';
import { COUNTRY_OPTIONS, PLAN_OPTIONS, type WizardValues } from '../model/wizard-steps';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export function reviewEntries(values: WizardValues): Array<{ label: string; value: string }> {
  return [
    { label: 'Email', value: values.email.trim() },
    { label: 'Full name', value: values.fullName.trim() },
    { label: 'Company', value: values.company.trim() },
    { label: 'Country', value: labelOf(COUNTRY_OPTIONS, values.country) },
    { label: 'Plan', value: labelOf(PLAN_OPTIONS, values.plan) },
    { label: 'Seats', value: values.seats },
  ];
}

/** The last step: what the earlier steps collected. */
export function WizardReview({ values }: { values: WizardValues }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {reviewEntries(values).map((entry) => (
        <DataList.Item key={entry.label}>
          <DataList.ItemLabel>{entry.label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{entry.value || '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

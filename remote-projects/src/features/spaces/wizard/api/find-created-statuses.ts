// Before a Retry: a status whose answer was lost (a dropped connection) may exist all the same, so the parent's
// statuses are read and matched by name rather than created a second time.
import { fetchStatuses } from '@projects/workspace/list-statuses';
import { sameName, type PlannedStatus, type WizardKind } from '../model/wizard-values';

/** Planned status id → existing document name, for those the parent already has. */
export async function findCreatedStatuses(
  kind: WizardKind,
  parent: string,
  planned: readonly PlannedStatus[],
): Promise<Record<string, string>> {
  const existing = await fetchStatuses(kind === 'space' ? { space: parent } : { project: parent });
  const found: Record<string, string> = {};
  for (const status of planned) {
    const match = existing.find((record) => sameName(record.name1, status.name));
    if (match) found[status.id] = match.name;
  }
  return found;
}

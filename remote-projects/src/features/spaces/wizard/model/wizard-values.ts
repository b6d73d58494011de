// What the wizard collects, and what Finish will create from it.

export type WizardKind = 'space' | 'project';

/** docs/product.md: a new status (and, for consistency, a new space or project) starts black. */
export const DEFAULT_COLOR = '#000000';

export const NAME_MAX_LENGTH = 140;

export type StatusSource = 'space' | 'custom';

export interface DraftStatus {
  /** Local only: identifies the row while it is edited and once its record exists. */
  id: string;
  name: string;
  color: string;
  selected: boolean;
}

export interface WizardValues {
  name: string;
  color: string;
  statusName: string;
  statusColor: string;
  statuses: DraftStatus[];
  /** Projects only: 'space' is 'Use Space Statuses' (no statuses of its own are created). */
  statusSource: StatusSource;
}

export const initialWizardValues: WizardValues = {
  name: '',
  color: DEFAULT_COLOR,
  statusName: '',
  statusColor: DEFAULT_COLOR,
  statuses: [],
  statusSource: 'space',
};

/** A status to create, with its place among its parent's statuses. */
export interface PlannedStatus {
  id: string;
  name: string;
  color: string;
  position: number;
}

/** Whether the list of statuses applies: a space always has its own; a project only with custom statuses. */
export function usesOwnStatuses(kind: WizardKind, values: Pick<WizardValues, 'statusSource'>): boolean {
  return kind === 'space' || values.statusSource === 'custom';
}

/** The statuses Finish creates, in list order (their `position`). */
export function plannedStatuses(kind: WizardKind, values: WizardValues): PlannedStatus[] {
  if (!usesOwnStatuses(kind, values)) return [];
  return values.statuses
    .filter((status) => status.selected)
    .map((status, position) => ({ id: status.id, name: status.name, color: status.color, position }));
}

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// Adding a status to the list: both a name and a colour are needed (docs/product.md, Spaces, projects and statuses),
// and a name may appear once, since the server refuses two statuses of one parent with the same name.
import { HEX_COLOR } from './wizard-schema';
import { NAME_MAX_LENGTH, sameName, type DraftStatus } from './wizard-values';

export interface StatusDraftErrors {
  statusName?: string;
  statusColor?: string;
}

export function statusDraftErrors(name: string, color: string, existing: readonly DraftStatus[]): StatusDraftErrors {
  const errors: StatusDraftErrors = {};
  const trimmed = name.trim();
  if (trimmed === '') errors.statusName = 'Enter a status name.';
  else if (trimmed.length > NAME_MAX_LENGTH)
    errors.statusName = `Keep the name to ${NAME_MAX_LENGTH} characters or fewer.`;
  else if (existing.some((status) => sameName(status.name, trimmed)))
    errors.statusName = `${trimmed} is already in the list.`;
  if (color.trim() === '') errors.statusColor = 'Choose a status color.';
  else if (!HEX_COLOR.test(color.trim())) errors.statusColor = 'Enter the color as #rrggbb.';
  return errors;
}

let lastId = 0;
export function newDraftStatus(name: string, color: string): DraftStatus {
  lastId += 1;
  return { id: `status-${lastId}`, name: name.trim(), color: color.trim().toLowerCase(), selected: true };
}

/** The list with the status at `index` swapped with its neighbour (`-1` up, `1` down). */
export function moveStatus(list: readonly DraftStatus[], index: number, direction: -1 | 1): DraftStatus[] {
  const target = index + direction;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

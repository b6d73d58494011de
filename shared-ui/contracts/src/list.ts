// The list demo API's record (spec §7 "GET /api/list/all"; the spec gives no shape, so this one is ours): the
// people of a directory, read-only and the same for every signed-in user.

export const LIST_PERSON_STATUSES = ['online', 'away', 'offline'] as const;
export type ListPersonStatus = (typeof LIST_PERSON_STATUSES)[number];

export interface ListPerson {
  id: number;
  name: string;
  /** Two letters for the avatar, e.g. "PS". */
  initials: string;
  /** Job title, e.g. "Product designer". */
  role: string;
  team: string;
  email: string;
  status: ListPersonStatus;
}

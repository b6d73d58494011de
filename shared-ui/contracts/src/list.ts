// The list demo API's record (GET /api/list/all; the shape is Tessera's own, docs/demo-api.md): the
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

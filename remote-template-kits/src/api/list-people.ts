// The demo directory, read by the UI kits' lists and the Ladda buttons: one fetch for both features.
import { apiClient } from 'shared-auth';
import type { ListPerson } from 'tessera-contracts';

/** The demo directory (GET /api/list/all): the same people for every signed-in user. */
export async function fetchListPeople(signal?: AbortSignal): Promise<ListPerson[]> {
  const { data } = await apiClient.get<ListPerson[]>('/api/list/all', { signal });
  return data;
}

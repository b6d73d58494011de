// The people directory of the list demo API (mock-server GET /api/list/all), which the Ladda buttons load for real.
import { apiClient } from 'shared-auth';
import type { ListPerson } from 'tessera-contracts';

export async function fetchDirectory(signal?: AbortSignal): Promise<ListPerson[]> {
  const response = await apiClient.get<ListPerson[]>('/api/list/all', { signal });
  return response.data;
}

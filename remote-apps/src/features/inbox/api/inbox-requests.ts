// The HTTP calls of the inbox demo API (mock-server /api/inbox, docs/demo-api.md). The writes answer the whole mailbox,
// as the original API did; the page reloads what it shows instead, so those answers are not read. Errors are left to
// the caller, which words them with `readableError`.
import { apiClient } from 'shared-auth';
import type {
  InboxListQuery,
  InboxMessage,
  InboxMessageChanges,
  InboxPage,
  InboxPerson,
  NewInboxMessage,
} from 'tessera-contracts';

const BASE = '/api/inbox';

export async function fetchPage(query: InboxListQuery): Promise<InboxPage> {
  const { data } = await apiClient.get<InboxPage>(`${BASE}/page`, { params: query });
  return data;
}

export async function fetchMessage(id: number): Promise<InboxMessage> {
  const { data } = await apiClient.get<InboxMessage>(BASE, { params: { id } });
  return data;
}

export async function fetchRecipients(): Promise<InboxPerson[]> {
  const { data } = await apiClient.get<InboxPerson[]>(`${BASE}/recipients`);
  return data;
}

export async function sendMessage(message: NewInboxMessage): Promise<void> {
  await apiClient.post(`${BASE}/add`, message);
}

export async function updateMessages(ids: readonly number[], changes: InboxMessageChanges): Promise<void> {
  await apiClient.post(`${BASE}/update`, { ...changes, ids });
}

export async function deleteMessages(ids: readonly number[]): Promise<void> {
  await apiClient.post(`${BASE}/delete`, { ids });
}

import { apiClient } from './api-client';
import { resourcePath } from './resource-paths';

/** A Frappe filter: `[field, operator, value]`, or a `{field: value}` map. */
export type FrappeFilters = Array<[string, string, unknown]> | Record<string, unknown>;

export interface ListOptions<Field extends string> {
  fields: readonly Field[];
  filters?: FrappeFilters;
  orFilters?: FrappeFilters;
  orderBy?: string;
  groupBy?: string;
  limitStart?: number;
  /** Frappe's default is 20; 0 means all rows. */
  limitPageLength?: number;
}

/** `GET /api/resource/{doctype}` with Frappe's JSON-encoded list parameters. */
export async function listDocs<Row>(
  doctype: string,
  options: ListOptions<string>,
  signal?: AbortSignal,
): Promise<Row[]> {
  const params: Record<string, string | number> = { fields: JSON.stringify(options.fields) };
  if (options.filters) params.filters = JSON.stringify(options.filters);
  if (options.orFilters) params.or_filters = JSON.stringify(options.orFilters);
  if (options.orderBy) params.order_by = options.orderBy;
  if (options.groupBy) params.group_by = options.groupBy;
  if (options.limitStart !== undefined) params.limit_start = options.limitStart;
  if (options.limitPageLength !== undefined) params.limit_page_length = options.limitPageLength;
  const response = await apiClient.get<{ data: Row[] }>(resourcePath(doctype), { params, signal });
  return response.data.data;
}

/** `GET /api/resource/{doctype}/{name}`. */
export async function getDoc<Doc>(doctype: string, name: string, signal?: AbortSignal): Promise<Doc> {
  const response = await apiClient.get<{ data: Doc }>(resourcePath(doctype, name), { signal });
  return response.data.data;
}

/** `POST /api/resource/{doctype}`. */
export async function createDoc<Doc>(doctype: string, values: Record<string, unknown>): Promise<Doc> {
  const response = await apiClient.post<{ data: Doc }>(resourcePath(doctype), values);
  return response.data.data;
}

/**
 * `PUT /api/resource/{doctype}/{name}`. Pass the `modified` the change is based on: Frappe refuses (417
 * TimestampMismatchError) if someone saved the document since.
 */
export async function updateDoc<Doc>(doctype: string, name: string, values: Record<string, unknown>): Promise<Doc> {
  const response = await apiClient.put<{ data: Doc }>(resourcePath(doctype, name), values);
  return response.data.data;
}

/** `DELETE /api/resource/{doctype}/{name}`. */
export async function deleteDoc(doctype: string, name: string): Promise<void> {
  await apiClient.delete(resourcePath(doctype, name));
}

/** Frappe's `frappe.client.get_count`: how many documents match `filters`. */
export async function countDocs(doctype: string, filters?: FrappeFilters, signal?: AbortSignal): Promise<number> {
  const params: Record<string, string> = { doctype };
  if (filters) params.filters = JSON.stringify(filters);
  const response = await apiClient.get<{ message: unknown }>('/api/method/frappe.client.get_count', { params, signal });
  const count = response.data.message;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** `POST /api/method/{method}`; resolves to Frappe's `message`. */
export async function callMethod<Message>(method: string, args: Record<string, unknown> = {}): Promise<Message> {
  const response = await apiClient.post<{ message: Message }>(`/api/method/${method}`, args);
  return response.data.message;
}

import { apiClient } from './api-client';
import { fitsInGet } from './request-line';
import { GET_COUNT_METHOD, GET_LIST_METHOD, resourcePath } from './resource-paths';

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

/**
 * `GET /api/resource/{doctype}` with Frappe's JSON-encoded list parameters; a read too long for a URL (a filter
 * listing many names) is the same read as `POST frappe.client.get_list`, its arguments in a JSON body.
 */
export async function listDocs<Row>(
  doctype: string,
  options: ListOptions<string>,
  signal?: AbortSignal,
): Promise<Row[]> {
  const args: Record<string, unknown> = { fields: options.fields };
  if (options.filters) args.filters = options.filters;
  if (options.orFilters) args.or_filters = options.orFilters;
  if (options.orderBy) args.order_by = options.orderBy;
  if (options.groupBy) args.group_by = options.groupBy;
  if (options.limitStart !== undefined) args.limit_start = options.limitStart;
  if (options.limitPageLength !== undefined) args.limit_page_length = options.limitPageLength;
  const params = queryParams(args);
  if (fitsInGet(resourcePath(doctype), params)) {
    const response = await apiClient.get<{ data: Row[] }>(resourcePath(doctype), { params, signal });
    return response.data.data;
  }
  const response = await apiClient.post<{ message: Row[] }>(GET_LIST_METHOD, { doctype, ...args }, { signal });
  return response.data.message;
}

/** Arguments as a query string holds them: lists and filters as JSON text. */
function queryParams(args: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => [
      key,
      typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value),
    ]),
  );
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

/** Frappe's `frappe.client.get_count`: how many documents match `filters` (a POST when too long for a URL). */
export async function countDocs(doctype: string, filters?: FrappeFilters, signal?: AbortSignal): Promise<number> {
  const args: Record<string, unknown> = { doctype };
  if (filters) args.filters = filters;
  const params = queryParams(args);
  const response = fitsInGet(GET_COUNT_METHOD, params)
    ? await apiClient.get<{ message: unknown }>(GET_COUNT_METHOD, { params, signal })
    : await apiClient.post<{ message: unknown }>(GET_COUNT_METHOD, args, { signal });
  const count = response.data.message;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** `POST /api/method/{method}`; resolves to Frappe's `message`. */
export async function callMethod<Message>(method: string, args: Record<string, unknown> = {}): Promise<Message> {
  const response = await apiClient.post<{ message: Message }>(`/api/method/${method}`, args);
  return response.data.message;
}

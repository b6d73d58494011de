// Whether a read fits in a GET. Frappe's web server, gunicorn, refuses a request line (method, path, query and
// " HTTP/1.1") over 4,094 bytes with a 400 before Frappe sees it; a longer read goes as a POST.

/**
 * Well under gunicorn's 4,094: a proxy in front of Frappe may add a path prefix, and the line is measured as if
 * every character but letters, digits, `*-._` and the space (`+`) were percent-encoded (a proxy may encode what
 * the browser sends as is), so neither can take it over.
 */
const MAX_REQUEST_LINE_BYTES = 3000;

/** The longest the request line of `GET path?params` can be on its way to Frappe, in bytes. */
function getRequestLineBytes(path: string, params: Record<string, string | number>): number {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return `GET ${path}${query ? `?${query}` : ''} HTTP/1.1`.length;
}

/** Whether `GET path?params` is short enough for Frappe's web server to take it. */
export function fitsInGet(path: string, params: Record<string, string | number>): boolean {
  return getRequestLineBytes(path, params) <= MAX_REQUEST_LINE_BYTES;
}

// The few REST calls the setup makes, with Frappe's token authentication (server-to-server only: the secret
// comes from the environment and is never printed). A failed call throws with Frappe's own message.

export class FrappeRequestError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

function messageOf(body, status) {
  if (body && typeof body === 'object') {
    try {
      const list = JSON.parse(body._server_messages ?? '[]').map((entry) => JSON.parse(entry).message);
      if (list.length) return list.join(' ').replace(/<[^>]*>/g, '');
    } catch {
      // not Frappe's shape; fall through
    }
    if (typeof body.message === 'string') return body.message;
    if (typeof body.exc_type === 'string') return body.exc_type;
  }
  return `HTTP ${status}`;
}

export function frappeClient({ url, apiKey, apiSecret, fetchImpl = fetch }) {
  const base = new URL(url).origin;
  const resource = (doctype, name) =>
    `/api/resource/${encodeURIComponent(doctype)}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;

  async function call(method, path, { query, body } = {}) {
    const target = new URL(path, base);
    for (const [key, value] of Object.entries(query ?? {})) {
      target.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const response = await fetchImpl(target, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `token ${apiKey}:${apiSecret}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = await response.json().catch(() => null);
    if (!response.ok) {
      throw new FrappeRequestError(
        `${method} ${target.pathname}: ${messageOf(parsed, response.status)}`,
        response.status,
      );
    }
    return parsed;
  }

  return {
    /** The document, or null when the site has none of that name. */
    async getDoc(doctype, name) {
      try {
        return (await call('GET', resource(doctype, name))).data;
      } catch (error) {
        if (error instanceof FrappeRequestError && error.status === 404) return null;
        throw error;
      }
    },
    async list(doctype, { fields, filters }) {
      return (await call('GET', resource(doctype), { query: { fields, filters, limit_page_length: '0' } })).data;
    },
    async insert(doctype, values) {
      return (await call('POST', resource(doctype), { body: values })).data;
    },
    async update(doctype, name, values) {
      return (await call('PUT', resource(doctype, name), { body: values })).data;
    },
    async loggedUser() {
      return (await call('GET', '/api/method/frappe.auth.get_logged_user')).message;
    },
  };
}

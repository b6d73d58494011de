import { apiClient } from './api-client';
import { takeEarlyGet } from './early-requests';
import { installFakeServer, type FakeServer } from '../testing/frappe-server';

describe('apiClient', () => {
  const realCookieStore = Object.getOwnPropertyDescriptor(window, 'cookieStore');

  afterEach(() => {
    jest.restoreAllMocks();
    if (realCookieStore) Object.defineProperty(window, 'cookieStore', realCookieStore);
    else delete (window as { cookieStore?: unknown }).cookieStore;
  });

  test("sends a request at once: it reads no XSRF cookie, which Chromium's cookie store answers only a task later", async () => {
    // Frappe sends no XSRF-TOKEN cookie. Axios would still read one before every same-origin request, through
    // the asynchronous cookie store where the browser has it, so a request made before a long task left after it.
    const get = jest.fn(() => new Promise(() => {}));
    Object.defineProperty(window, 'cookieStore', { configurable: true, value: { get } });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
    const abort = new AbortController();
    const request = apiClient.get('/api/method/frappe.auth.get_logged_user', { signal: abort.signal });
    request.catch(() => undefined);

    // The interceptors and the adapter run in microtasks: settled before any task.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();

    expect(send).toHaveBeenCalledTimes(1);
    expect(get).not.toHaveBeenCalled();
    abort.abort();
  });
});

describe('early answers', () => {
  const registryKey = Symbol.for('tessera.early-get-requests');
  /** The registry early-requests.ts keeps on the global (made by the first takeEarlyGet). */
  const earlyAnswers = (): Map<string, unknown> => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[registryKey];
    if (!registry) throw new Error('no early answers registry');
    return registry;
  };

  let server: FakeServer;
  beforeEach(() => {
    server = installFakeServer(() => ({ status: 200, data: { message: [] } }));
    takeEarlyGet('/api/unused'); // creates the registry
    earlyAnswers().clear();
    earlyAnswers().set('http://localhost/api/method/frappe.auth.get_logged_user', new Promise(() => {}));
  });
  afterEach(() => server.restore());

  test('a list read sent as a POST keeps them: it writes nothing', async () => {
    await apiClient.post('/api/method/frappe.client.get_list', { doctype: 'Task' });
    await apiClient.post('/api/method/frappe.client.get_count', { doctype: 'Task' });
    expect(earlyAnswers().size).toBe(1);
  });

  test('a write drops them', async () => {
    await apiClient.post('/api/method/frappe.client.set_value', { doctype: 'Task' });
    expect(earlyAnswers().size).toBe(0);
  });
});

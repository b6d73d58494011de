// Beside a real Frappe site (--demo-backend): Frappe's own /api paths go to the site, the demo apps' paths to
// the demo service, each with the browser's cookie, and nothing else anywhere.
import { makeDist, rawRequest, request, startAppServer, startRecorder, type RunningApp } from './serve-app';

type Recorder = Awaited<ReturnType<typeof startRecorder>>;

let frappe: Recorder;
let demo: Recorder;
let host: RunningApp;

beforeAll(async () => {
  frappe = await startRecorder();
  demo = await startRecorder();
  host = await startAppServer(['--dir', makeDist(), '--spa', '--backend', frappe.url, '--demo-backend', demo.url]);
});

afterAll(async () => {
  await host.stop();
  await frappe.close();
  await demo.close();
});

beforeEach(() => {
  frappe.requests.length = 0;
  demo.requests.length = 0;
});

it.each([
  '/api/method/login',
  '/api/method/frappe.auth.get_logged_user',
  '/api/resource/Task?fields=%5B%22name%22%5D',
  '/api/resource/User/editor%40tessera.dev',
  '/api/v1/method/ping',
  '/api/v2/document/Task',
])("sends Frappe's path %s to the Frappe site", async (target) => {
  await request(`${host.url}${target}`, { headers: { cookie: 'sid=abc' } });
  expect(frappe.requests.map((r) => r.url)).toEqual([target]);
  expect(frappe.requests[0]?.headers.cookie).toBe('sid=abc');
  expect(demo.requests).toHaveLength(0);
});

it.each(['/api/todo/all', '/api/todo/tag', '/api/notification', '/api/notification/add', '/api/methodical'])(
  "sends the demo apps' path %s to the demo service",
  async (target) => {
    await request(`${host.url}${target}`, { headers: { cookie: 'sid=abc' } });
    expect(demo.requests.map((r) => r.url)).toEqual([target]);
    expect(demo.requests[0]?.headers.cookie).toBe('sid=abc');
    expect(frappe.requests).toHaveLength(0);
  },
);

it('still refuses targets that are not plain paths', async () => {
  const answer = await rawRequest(host.port, `GET //127.0.0.1:${frappe.port}/api/method/x HTTP/1.1`, {
    'Content-Length': '0',
  });
  expect(answer.status).toBe(400);
  expect(frappe.requests).toHaveLength(0);
  expect(demo.requests).toHaveLength(0);
});

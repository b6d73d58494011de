import { countDocs, listDocs } from './frappe-resource';
import { installFakeServer, type FakeServer } from '../testing/frappe-server';

/** Task names as a status name's plan leaves them out: 200 of them take a URL past what gunicorn accepts. */
const manyTaskNames = Array.from({ length: 200 }, (_, i) => `TASK-2026-${String(i + 1).padStart(5, '0')}`);

let server: FakeServer;
/** The query parameters of each request, in order. */
let sentParams: unknown[];
afterEach(() => server.restore());

function answering(data: unknown) {
  sentParams = [];
  server = installFakeServer((request) => {
    sentParams.push(request.params);
    return { status: 200, data };
  });
}

describe('listDocs', () => {
  test('a short read is a GET on /api/resource with its arguments as JSON text in the query', async () => {
    answering({ data: [{ name: 'TASK-1' }] });
    const rows = await listDocs('Task', {
      fields: ['name', 'subject'],
      filters: [['status', '=', 'Open']],
      orFilters: [['priority', '=', 'High']],
      orderBy: 'modified desc',
      groupBy: 'status',
      limitStart: 20,
      limitPageLength: 0,
    });

    expect(rows).toEqual([{ name: 'TASK-1' }]);
    expect(server.calls).toEqual([{ method: 'GET', url: '/api/resource/Task', body: undefined }]);
    expect(sentParams).toEqual([
      {
        fields: '["name","subject"]',
        filters: '[["status","=","Open"]]',
        or_filters: '[["priority","=","High"]]',
        order_by: 'modified desc',
        group_by: 'status',
        limit_start: 20,
        limit_page_length: 0,
      },
    ]);
  });

  test('a read too long for a URL is a POST to frappe.client.get_list with its arguments in the body', async () => {
    answering({ message: [{ name: 'TASK-7' }] });
    const rows = await listDocs('Task', {
      fields: ['name'],
      filters: [['name', 'not in', manyTaskNames]],
      orFilters: [['status', '=', 'Open']],
      orderBy: 'modified desc',
      limitStart: 0,
      limitPageLength: 50,
    });

    expect(rows).toEqual([{ name: 'TASK-7' }]);
    expect(server.calls).toEqual([
      {
        method: 'POST',
        url: '/api/method/frappe.client.get_list',
        body: {
          doctype: 'Task',
          fields: ['name'],
          filters: [['name', 'not in', manyTaskNames]],
          or_filters: [['status', '=', 'Open']],
          order_by: 'modified desc',
          limit_start: 0,
          limit_page_length: 50,
        },
      },
    ]);
  });

  test('the switch is at the URL length, not the number of names', async () => {
    answering({ data: [] });
    await listDocs('Task', { fields: ['name'], filters: [['name', 'not in', manyTaskNames.slice(0, 60)]] });
    expect(server.calls.map((call) => call.method)).toEqual(['GET']);
  });
});

describe('countDocs', () => {
  test('a short count is a GET of frappe.client.get_count', async () => {
    answering({ message: 3 });
    expect(await countDocs('Task', [['status', '=', 'Open']])).toBe(3);
    expect(server.calls).toEqual([{ method: 'GET', url: '/api/method/frappe.client.get_count', body: undefined }]);
    expect(sentParams).toEqual([{ doctype: 'Task', filters: '[["status","=","Open"]]' }]);
  });

  test('a count too long for a URL is a POST with the doctype and filters in the body', async () => {
    answering({ message: 42 });
    expect(await countDocs('Task', [['name', 'not in', manyTaskNames]])).toBe(42);
    expect(server.calls).toEqual([
      {
        method: 'POST',
        url: '/api/method/frappe.client.get_count',
        body: { doctype: 'Task', filters: [['name', 'not in', manyTaskNames]] },
      },
    ]);
  });
});

// frappe.client.get_time_zone: the zone the server writes its datetimes in (the process's: set TZ), answered to
// anyone as Frappe does; and the datetimes it writes really are wall time in that zone.

import { Client, serveForTests, USERS } from './helpers/server';

const ctx = serveForTests({ user: USERS.editor });

/** `wallTime` ("YYYY-MM-DD HH:MM:SS.ffffff") as if it were UTC, in milliseconds. */
const asUtc = (wallTime: string) => Date.parse(`${wallTime.replace(' ', 'T').slice(0, 23)}Z`);

/** The instant a wall time in `timeZone` names (not across a change of offset: enough for "a moment ago"). */
function instantIn(wallTime: string, timeZone: string): number {
  const guess = asUtc(wallTime);
  const shown = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  }).format(guess);
  return guess - (asUtc(shown.replace(',', '.')) - guess);
}

it('answers the site’s time zone to a guest, in Frappe’s shape', async () => {
  const res = await new Client(ctx.server.baseUrl).get('/api/method/frappe.client.get_time_zone');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: { time_zone: new Intl.DateTimeFormat().resolvedOptions().timeZone } });
});

it('writes a new document’s creation and modified as wall time in that zone', async () => {
  const zone = await ctx.client.get('/api/method/frappe.client.get_time_zone');
  const timeZone = (zone.body.message as { time_zone: string }).time_zone;
  const before = Date.now();
  const res = await ctx.client.post('/api/resource/Task', { subject: 'site-time-zone: stamped now' });
  expect(res.status).toBe(200);
  const { creation, modified } = res.body.data as { creation: string; modified: string };
  expect(modified).toBe(creation);
  const stamped = instantIn(creation, timeZone);
  expect(stamped).toBeGreaterThanOrEqual(before);
  expect(stamped).toBeLessThanOrEqual(Date.now());
});

// The calendar demo API (docs/demo-api.md) over HTTP: every endpoint's answer, the rules, errors in Frappe's 4xx
// shape, and that each signed-in user has a calendar of their own.

import { CALENDAR_EVENT_CLASSES, type CalendarEvent } from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, USERS } from './helpers/server';

const served = serveForTests({ user: USERS.admin });
const client = () => served.client;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const sample = (title = `Event ${Math.random()}`) => ({
  title,
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T10:00:00.000Z',
  classNames: 'event-info',
  allDay: false,
});

async function added(values = sample()): Promise<CalendarEvent> {
  const res = await client().post<CalendarEvent>('/api/calendar/events/add', values);
  expect(res.status).toBe(200);
  return res.body;
}

describe('reading', () => {
  it('GET all answers a dozen sample events around today, each {id, title, start, end, classNames, allDay, modified}', async () => {
    const res = await client().get<CalendarEvent[]>('/api/calendar/events/all');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(12);
    const now = Date.now();
    for (const event of res.body) {
      expect(Object.keys(event).sort()).toEqual(['allDay', 'classNames', 'end', 'id', 'modified', 'start', 'title']);
      expect(event.start).toMatch(ISO);
      expect(event.end).toMatch(ISO);
      expect(Date.parse(event.end)).toBeGreaterThanOrEqual(Date.parse(event.start));
      expect(CALENDAR_EVENT_CLASSES).toContain(event.classNames);
      expect(Math.abs(Date.parse(event.start) - now)).toBeLessThan(15 * 24 * 3600_000);
    }
    expect(res.body.map((e) => e.title)).toContain('Sprint planning');
    expect(res.body.some((e) => e.allDay)).toBe(true);
  });

  it('signed-out requests → 403', async () => {
    const res = await new Client(served.server.baseUrl).get('/api/calendar/events/all');
    expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the calendar app');
  });
});

describe('writing', () => {
  it('add answers the new event, trimmed, with dates as ISO; it is then in the list', async () => {
    const event = await added({ ...sample(), title: '  Kick-off  ', start: '2026-03-10T10:00:00+01:00' });
    expect(event).toEqual({
      id: expect.any(Number),
      title: 'Kick-off',
      start: '2026-03-10T09:00:00.000Z',
      end: '2026-03-10T10:00:00.000Z',
      classNames: 'event-info',
      allDay: false,
      modified: expect.any(String),
    });
    const all = await client().get<CalendarEvent[]>('/api/calendar/events/all');
    expect(all.body).toContainEqual(event);
  });

  it('add defaults the colour and allDay', async () => {
    const { title, start, end } = sample();
    const event = await added({ title, start, end } as ReturnType<typeof sample>);
    expect(event.classNames).toBe('event-primary');
    expect(event.allDay).toBe(false);
  });

  it('update changes the fields sent and answers the event; delete answers the events left', async () => {
    const event = await added();
    const res = await client().post<CalendarEvent>('/api/calendar/events/update', {
      id: event.id,
      modified: event.modified,
      start: '2026-03-12T09:00:00.000Z',
      end: '2026-03-13T00:00:00.000Z',
      allDay: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: event.id,
      title: event.title,
      allDay: true,
      start: '2026-03-12T09:00:00.000Z',
    });
    const gone = await client().post<CalendarEvent[]>('/api/calendar/events/delete', { id: event.id });
    expect(gone.status).toBe(200);
    expect(gone.body.map((e) => e.id)).not.toContain(event.id);
    expect(gone.body.length).toBeGreaterThanOrEqual(12);
  });

  it('an update based on an older version → 417; without modified it is not checked', async () => {
    const event = await added();
    const first = await client().post<CalendarEvent>('/api/calendar/events/update', {
      id: event.id,
      modified: event.modified,
      title: 'First writer',
    });
    expect(first.status).toBe(200);
    const stale = await client().post('/api/calendar/events/update', {
      id: event.id,
      modified: event.modified,
      title: 'Second writer',
    });
    expect(stale.status).toBe(417);
    errorMessage(stale, 'TimestampMismatchError');
    const unchecked = await client().post<CalendarEvent>('/api/calendar/events/update', {
      id: event.id,
      title: 'Last',
    });
    expect(unchecked.body.title).toBe('Last');
  });
});

describe('validation', () => {
  const rejected = async (path: string, body: unknown) => {
    const res = await client().post(`/api/calendar/events/${path}`, body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    return res;
  };

  it('title is required and at most 140 characters', async () => {
    expect(errorMessage(await rejected('add', { ...sample(), title: '   ' }), 'ValidationError')).toMatch(/title/i);
    expect(errorMessage(await rejected('add', { ...sample(), title: 'x'.repeat(141) }), 'ValidationError')).toMatch(
      /title/i,
    );
    const { start, end } = sample();
    expect(errorMessage(await rejected('add', { start, end }), 'ValidationError')).toMatch(/title/i);
  });

  it('start and end are datetimes, end not before start (on add and update)', async () => {
    expect(errorMessage(await rejected('add', { ...sample(), start: 'tomorrow' }), 'ValidationError')).toMatch(/start/);
    expect(errorMessage(await rejected('add', { ...sample(), end: 42 }), 'ValidationError')).toMatch(/end/);
    expect(
      errorMessage(await rejected('add', { ...sample(), end: '2026-03-10T08:00:00.000Z' }), 'ValidationError'),
    ).toBe('end must not be before start');
    const event = await added();
    expect(
      errorMessage(await rejected('update', { id: event.id, start: '2026-03-11T00:00:00.000Z' }), 'ValidationError'),
    ).toBe('end must not be before start');
  });

  it('classNames must be one of the event classes; allDay a boolean', async () => {
    expect(errorMessage(await rejected('add', { ...sample(), classNames: 'fc-hacked' }), 'ValidationError')).toMatch(
      /classNames/,
    );
    expect(errorMessage(await rejected('add', { ...sample(), allDay: 'yes please' }), 'ValidationError')).toMatch(
      /allDay/,
    );
  });

  it('unknown ids, missing ids, malformed JSON and hostile text', async () => {
    expect((await rejected('update', { id: 999999, title: 'x' })).status).toBe(404);
    expect((await rejected('delete', { id: 999999 })).status).toBe(404);
    expect(errorMessage(await rejected('delete', {}), 'ValidationError')).toBe('id is required');
    const malformed = await client().request('/api/calendar/events/add', { method: 'POST', raw: '{"title": ' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const hostile = await added({ ...sample(), title: '<img src=x onerror=alert(1)>' });
    expect(hostile.title).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('per-user calendars', () => {
  it("a user neither sees nor changes another user's events", async () => {
    const mine = await added(sample('Only for admin'));
    const editor = await loggedIn(served.server.baseUrl, USERS.editor);
    const theirs = await editor.get<CalendarEvent[]>('/api/calendar/events/all');
    expect(theirs.status).toBe(200);
    expect(theirs.body.length).toBe(12);
    expect(theirs.body.map((e) => e.title)).not.toContain('Only for admin');
    expect((await editor.post('/api/calendar/events/update', { id: mine.id, title: 'Hijacked' })).status).toBe(404);
    expect((await editor.post('/api/calendar/events/delete', { id: mine.id })).status).toBe(404);
    const still = await client().get<CalendarEvent[]>('/api/calendar/events/all');
    expect(
      itemAt(
        still.body.filter((e) => e.id === mine.id),
        0,
      ).title,
    ).toBe('Only for admin');
  });
});

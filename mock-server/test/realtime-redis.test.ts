// Beside a real Frappe site, the demo service publishes its events as Frappe's Python does: JSON {event, message,
// room, namespace: <site>} on the `events` channel of the site's redis_queue, which the site's realtime server
// sends on to the room. A shared record's change goes to the room of every System User (`all`), as the demo
// service cannot list the site's users; a per-user record's to its owner's. Redis being down costs the live
// events (one warning), never a write; once it is back, events flow again.

import { serveBesideFrappe } from './helpers/beside-frappe';
import { FRAPPE_EVENTS_CHANNEL } from '../src/realtime/redis-publisher';
import {
  HAS_REDIS_SERVER,
  REDIS_SERVER,
  startRedis,
  tapChannel,
  type ChannelTap,
  type TestRedis,
} from './helpers/redis';
import { loggedIn, USERS } from './helpers/server';

const SITE = 'site.example';
const describeWithRedis = HAS_REDIS_SERVER ? describe : describe.skip;
if (!HAS_REDIS_SERVER) {
  console.warn(`realtime-redis.test.ts skipped: ${REDIS_SERVER} is missing (Debian: apt-get install redis-server)`);
}

describeWithRedis('the demo service beside a Frappe site, with FRAPPE_REDIS_QUEUE', () => {
  let redis: TestRedis | undefined;
  let tap: ChannelTap | undefined;
  const warnings: string[] = [];
  const warned: ((line: string) => void)[] = [];
  let warnSpy: jest.SpyInstance | undefined;

  beforeAll(async () => {
    warnSpy = jest.spyOn(console, 'warn').mockImplementation((line: string) => {
      warnings.push(line);
      for (const listener of warned.splice(0)) listener(line);
    });
    redis = await startRedis();
    tap = await tapChannel(redis.url, FRAPPE_EVENTS_CHANNEL);
  });
  const served = serveBesideFrappe(() => ({ frappeRedisQueue: redisOf().url, settings: { siteName: SITE } }));
  afterAll(async () => {
    await tap?.close();
    await redis?.stop();
    warnSpy?.mockRestore();
  });

  function redisOf(): TestRedis {
    if (!redis) throw new Error('redis starts in beforeAll');
    return redis;
  }
  function tapOf(): ChannelTap {
    if (!tap) throw new Error('the tap starts in beforeAll');
    return tap;
  }
  /** The next console warning (the publisher's), from now on. */
  const nextWarning = (): Promise<string> => new Promise((resolve) => warned.push(resolve));
  const isEventFor = (collection: string, name: number) => (event: unknown) =>
    (event as { message?: { collection?: string; name?: number } }).message?.collection === collection &&
    (event as { message?: { name?: number } }).message?.name === name;
  const editor = async () => served.withSession(await loggedIn(served.frappe.baseUrl, USERS.editor));

  it("publishes each demo change on `events` in the shape Frappe's realtime server reads", async () => {
    const client = await editor();
    const todo = await client.post('/api/todo/add', { title: 'Live beside Frappe' });
    expect(todo.status).toBe(200);
    expect(await tapOf().next(isEventFor('todo', todo.body.id))).toEqual({
      event: 'demo_update',
      message: { collection: 'todo', name: todo.body.id, user: USERS.editor },
      room: 'all',
      namespace: SITE,
    });

    const note = await client.post('/api/notification/add', { heading: 'Heads up', title: 'Only mine' });
    expect(note.status).toBe(200);
    const noteId: number = note.body[0].id;
    expect(await tapOf().next(isEventFor('notification', noteId))).toEqual({
      event: 'demo_update',
      message: { collection: 'notification', name: noteId, user: USERS.editor },
      room: `user:${USERS.editor}`,
      namespace: SITE,
    });
  });

  it('with Redis down, writes still succeed, the outage is logged once, and events flow again once it is back', async () => {
    const client = await editor();
    const outage = nextWarning();
    await tapOf().close();
    tap = undefined;
    await redisOf().stop();
    const first = await client.post('/api/todo/add', { title: 'While Redis is down' });
    expect(first.status).toBe(200);
    expect(await outage).toMatch(/^realtime: Redis at 127\.0\.0\.1:\d+ is unreachable/);
    const second = await client.post('/api/todo/add', { title: 'Still down' });
    expect(second.status).toBe(200);
    const titles = (await client.get('/api/todo/all')).body.map((todo: { title: string }) => todo.title);
    expect(titles).toEqual(expect.arrayContaining(['While Redis is down', 'Still down']));
    expect(warnings.filter((line) => line.includes('unreachable'))).toHaveLength(1);

    const back = nextWarning();
    redis = await startRedis(redisOf().port);
    tap = await tapChannel(redis.url, FRAPPE_EVENTS_CHANNEL);
    expect(await back).toMatch(/is back/);
    const after = await client.post('/api/todo/add', { title: 'Redis is back' });
    expect(after.status).toBe(200);
    expect(await tapOf().next(isEventFor('todo', after.body.id))).toMatchObject({ room: 'all', namespace: SITE });
  });
});

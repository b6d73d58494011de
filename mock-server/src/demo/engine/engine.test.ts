import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import { FRAPPE_MIGRATIONS } from '../../frappe/migrations';
import { signedInUser } from '../../frappe/roles';
import { DEMO_MIGRATIONS } from '../migrations';
import type { DemoCollection } from './definition';
import { DemoEngine } from './engine';
import { loadDemoApps } from './load-apps';

const db = openDatabase(':memory:');
migrate(db, [FRAPPE_MIGRATIONS, DEMO_MIGRATIONS]);
afterAll(() => db.close());

const LIST: DemoCollection = { name: 'list', label: 'List', scope: 'user', fields: {} };
const simple = (overrides: Partial<DemoCollection>): DemoCollection => ({
  name: 'thing',
  label: 'Thing',
  scope: 'shared',
  fields: { title: { type: 'text' } },
  ...overrides,
});

it.each<[string, DemoCollection[], RegExp]>([
  ['a bad name', [simple({ name: 'Bad Name' })], /lowercase words/],
  ['a name twice', [simple({}), simple({})], /defined twice/],
  ['a base with a leading slash', [simple({ base: '/thing' })], /no leading slash/],
  ['one base twice', [simple({ base: 'x' }), simple({ name: 'other', base: 'x' })], /already thing's/],
  ['a reserved field name', [simple({ fields: { id: { type: 'integer' } } })], /"id" cannot be a field name/],
  [
    'a field name that is not an identifier',
    [simple({ fields: { 'a.b': { type: 'text' } } })],
    /cannot be a field name/,
  ],
  [
    'a field name inside an object that is not an identifier',
    [simple({ fields: { icon: { type: 'object', fields: { 'a-b': { type: 'text' } } } } })],
    /"icon.a-b" cannot be a field name/,
  ],
  [
    'a unique text inside an object',
    [simple({ fields: { icon: { type: 'object', fields: { name: { type: 'text', unique: true } } } } })],
    /icon.name cannot be unique inside an object/,
  ],
  [
    'ids of a collection not registered',
    [simple({ fields: { lists: { type: 'ids', collection: LIST } } })],
    /not registered/,
  ],
  [
    'a shared collection referring to a per-user one',
    [LIST, simple({ fields: { lists: { type: 'ids', collection: LIST } } })],
    /cannot refer/,
  ],
  ['an index on a field it does not have', [simple({ indexed: ['missing'] })], /not "missing"/],
  [
    'an index on a field that is not a number or text',
    [LIST, simple({ scope: 'user', fields: { lists: { type: 'ids', collection: LIST } }, indexed: ['lists'] })],
    /only a top-level number or text field can be indexed, not "lists"/,
  ],
  [
    'indexed keys that differ only in case',
    [
      simple({ fields: { roomId: { type: 'integer' } }, indexed: ['roomId'] }),
      simple({ name: 'other', fields: { roomid: { type: 'integer' } }, indexed: ['roomid'] }),
    ],
    /"roomid" differs only in case from another collection's "roomId"/,
  ],
])('refuses %s at start', (_what, collections, error) => {
  expect(() => new DemoEngine(db, collections)).toThrow(error);
});

it('finds the demo apps in src/demo/apps/', async () => {
  expect((await loadDemoApps()).map((c) => c.name)).toEqual([
    'calendar-event',
    'chat-contact',
    'chat-room',
    'chat-message',
    'contact',
    'ecommerce-product',
    'ecommerce-cart-item',
    'ecommerce-order',
    'ecommerce-order-line',
    'ecommerce-review',
    'inbox-message',
    'inbox-person',
    'inbox-delivery',
    'invoice',
    'list-person',
    'notification',
    'scrum-member',
    'scrum-label',
    'scrum-board',
    'todo-tag',
    'todo',
    'weather-day',
    'weather-city',
  ]);
});

it("clear deletes all of one owner's records and drops their ids from the records referring to them", () => {
  const TAGS: DemoCollection = {
    name: 'clear-tag',
    label: 'Tag',
    scope: 'user',
    versioned: false,
    fields: { name: { type: 'text' } },
  };
  const ITEMS: DemoCollection = {
    name: 'clear-item',
    label: 'Item',
    scope: 'user',
    fields: { tags: { type: 'ids', collection: TAGS } },
  };
  const engine = new DemoEngine(db, [TAGS, ITEMS]);
  const [ann, bob] = [signedInUser('ann@x.dev', []), signedInUser('bob@x.dev', [])];
  const tag = engine.records(TAGS, ann).add({ name: 'a' });
  engine.records(TAGS, ann).add({ name: 'b' });
  engine.records(TAGS, bob).add({ name: 'c' });
  const item = engine.records(ITEMS, ann).add({ tags: [tag.id] });

  engine.records(TAGS, ann).clear();
  expect(engine.records(TAGS, ann).all()).toEqual([]);
  const bobsTags = engine.records(TAGS, bob).all();
  expect(bobsTags.map((t) => t.name)).toEqual(['c']);
  expect(engine.records(ITEMS, ann).require(item.id).tags).toEqual([]);
});

it("where gives one owner's records whose field holds a value, in the collection's order", () => {
  const NOTES: DemoCollection = {
    name: 'where-note',
    label: 'Note',
    scope: 'user',
    versioned: false,
    ordered: { newAt: 'top' },
    fields: { roomId: { type: 'integer' }, topic: { type: 'text' } },
    indexed: ['roomId', 'topic'],
  };
  const engine = new DemoEngine(db, [NOTES]);
  const [ann, bob] = [signedInUser('ann@x.dev', []), signedInUser('bob@x.dev', [])];
  const notes = engine.records(NOTES, ann);
  notes.add({ roomId: 1, topic: 'first' });
  notes.add({ roomId: 2, topic: 'other room' });
  notes.add({ roomId: 1, topic: 'second' });
  engine.records(NOTES, bob).add({ roomId: 1, topic: "bob's" });

  expect(notes.where('roomId', 1).map((note) => note.topic)).toEqual(['second', 'first']);
  expect(notes.where('topic', 'other room').map((note) => note.roomId)).toEqual([2]);
  expect(notes.where('roomId', 3)).toEqual([]);
  // A value of another type is not the same value.
  expect(notes.where('roomId', '1')).toEqual([]);
  expect(() => notes.where('missing', 1)).toThrow('where-note.missing is not indexed');
});

it("where reads through the field's index, not through every record of the collection", () => {
  const MESSAGES: DemoCollection = {
    name: 'indexed-message',
    label: 'Message',
    scope: 'shared',
    versioned: false,
    fields: { roomId: { type: 'integer' }, text: { type: 'text' } },
    indexed: ['roomId'],
  };
  const messages = new DemoEngine(db, [MESSAGES]).records(MESSAGES, signedInUser('ann@x.dev', []));
  messages.add({ roomId: 7, text: 'hello' });
  const prepare = jest.spyOn(db, 'prepare');
  expect(messages.where('roomId', 7).map((message) => message.text)).toEqual(['hello']);
  const sql = prepare.mock.calls.map(([text]) => text).find((text) => text.includes('json_extract'));
  prepare.mockRestore();
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('indexed-message', '', 7) as { detail: string }[];
  expect(plan.map((step) => step.detail).join('\n')).toMatch(/USING INDEX demo_record_field_roomId/);
});

import type { Fields } from './definition';
import { readFields, storedValue } from './fields';

const TAGS = { name: 'tag', label: 'Tag', scope: 'shared', fields: {} } as const;
const FIELDS = {
  title: { type: 'text', required: true, trim: true, max: 10 },
  note: { type: 'text', max: 5, default: '' },
  code: { type: 'text', min: 3 },
  mood: { type: 'text', enum: ['calm', 'busy'] },
  size: { type: 'integer', min: 1 },
  price: { type: 'number', max: 9.5, label: 'Price' },
  due: { type: 'datetime', default: (now) => now.toISOString() },
  tags: { type: 'ids', collection: TAGS },
  link: { type: 'text', format: 'path', max: 50 },
  icon: {
    type: 'object',
    fields: { name: { type: 'text', required: true, trim: true, max: 5 }, big: { type: 'boolean' } },
    default: { name: 'bell', big: false },
  },
} satisfies Fields;
const NOW = new Date('2026-03-01T12:00:00.000Z');
const add = (values: Record<string, unknown>) => readFields(FIELDS, values, 'add', NOW);

it('fills defaults on add, trims, and normalises dates and id lists', () => {
  expect(add({ title: '  Hello ', due: '2026-03-02', tags: [3, 1, 3] })).toEqual({
    title: 'Hello',
    note: '',
    code: null,
    mood: null,
    size: null,
    price: null,
    due: '2026-03-02T00:00:00.000Z',
    tags: [1, 3],
    link: null,
    icon: { name: 'bell', big: false },
  });
  expect(add({ title: 'x' }).due).toBe(NOW.toISOString());
});

it('update reads only the fields sent, ignoring keys the schema does not have', () => {
  expect(readFields(FIELDS, { note: 'hey', other: 1 }, 'update', NOW)).toEqual({ note: 'hey' });
});

it.each<[Record<string, unknown>, string | RegExp]>([
  [{}, 'title is required'],
  [{ title: ' ' }, 'title must be 1 to 10 characters long'],
  [{ title: 'ok', note: 'toolong' }, 'note must be at most 5 characters'],
  [{ title: 'ok', code: 'ab' }, 'code must be at least 3 characters'],
  [{ title: 'ok', mood: 'sad' }, 'mood cannot be "sad". It should be one of "calm", "busy"'],
  [{ title: 'ok', size: 0 }, 'size must be at least 1'],
  [{ title: 'ok', size: '2' }, 'size must be a whole number, got "2"'],
  [{ title: 'ok', price: 10 }, 'Price must be at most 9.5'],
  [{ title: 'ok', price: Infinity }, 'price must be a number, got Infinity'],
  [{ title: 'ok', due: 5 }, 'due must be an ISO date, got 5'],
  [{ title: 'ok', tags: 'a' }, 'tags must be a list of tag ids, got "a"'],
  [{ title: ['x'.repeat(500)] }, /^title must be text, got \["x{60,80}…$/],
  [
    { title: 'ok', link: 'javascript:alert(1)' },
    'link must be a path in this app such as "/projects/all", got "javascript:alert(1)"',
  ],
  [
    { title: 'ok', link: '//evil.example' },
    'link must be a path in this app such as "/projects/all", got "//evil.example"',
  ],
  [{ title: 'ok', link: '/\\evil.example' }, /^link must be a path in this app/],
  [{ title: 'ok', link: '/\t/evil.example' }, /^link must be a path in this app/],
  [{ title: 'ok', link: '/..//evil.example' }, /^link must be a path in this app/],
  [{ title: 'ok', link: '/a/..\\/evil.example' }, /^link must be a path in this app/],
  [{ title: 'ok', link: 'https://evil.example/' }, /^link must be a path in this app/],
  [{ title: 'ok', link: 'projects/all' }, /^link must be a path in this app/],
  [{ title: 'ok', icon: 'bell' }, 'icon must be an object, got "bell"'],
  [{ title: 'ok', icon: ['bell'] }, 'icon must be an object, got ["bell"]'],
  [{ title: 'ok', icon: null }, 'icon must be an object, got null'],
  [{ title: 'ok', icon: {} }, 'icon.name is required'],
  [{ title: 'ok', icon: { name: 5 } }, 'icon.name must be text, got 5'],
  [{ title: 'ok', icon: { name: 'toolong' } }, 'icon.name must be 1 to 5 characters long'],
  [{ title: 'ok', icon: { name: 'x', big: 'yes' } }, 'icon.big must be true or false, got "yes"'],
])('%j → "%s"', (values, message) => {
  expect(() => add(values)).toThrow(message);
});

it('an optional enum field may be empty', () => {
  expect(add({ title: 'ok', mood: '' }).mood).toBe('');
});

it('a path field takes paths in the app, or nothing', () => {
  expect(add({ title: 'ok', link: '/projects/all?tab=2#top' }).link).toBe('/projects/all?tab=2#top');
  expect(add({ title: 'ok', link: '' }).link).toBe('');
});

it('an object field is checked field by field, trimmed, and keeps only the keys it declares', () => {
  expect(add({ title: 'ok', icon: { name: ' task ', extra: 'x'.repeat(100) } }).icon).toEqual({
    name: 'task',
    big: false,
  });
  expect(readFields(FIELDS, { icon: { name: 'user', big: true } }, 'update', NOW)).toEqual({
    icon: { name: 'user', big: true },
  });
});

it('a stored record older than a field reads as its fixed default, or empty', () => {
  expect(storedValue(FIELDS.note, {}, 'note')).toBe('');
  expect(storedValue(FIELDS.due, {}, 'due')).toBeNull();
  expect(storedValue(FIELDS.tags, {}, 'tags')).toEqual([]);
  expect(storedValue(FIELDS.note, { note: 'kept' }, 'note')).toBe('kept');
});

describe('list fields', () => {
  const LISTS = {
    columns: {
      type: 'list',
      max: 2,
      item: {
        type: 'object',
        fields: {
          title: { type: 'text', required: true, trim: true, max: 5 },
          cards: { type: 'list', item: { type: 'integer', min: 1 } },
        },
      },
    },
  } satisfies Fields;

  it('checks every item, fills nested defaults and is empty by default', () => {
    expect(readFields(LISTS, {}, 'add', NOW)).toEqual({ columns: [] });
    expect(
      readFields(LISTS, { columns: [{ title: ' To do ' }, { title: 'Done', cards: [2, 1] }] }, 'add', NOW),
    ).toEqual({
      columns: [
        { title: 'To do', cards: [] },
        { title: 'Done', cards: [2, 1] },
      ],
    });
  });

  it.each<[unknown, string]>([
    [3, 'columns must be a list, got 3'],
    [[{}], 'columns[0].title is required'],
    [[{ title: 'a' }, { title: 'b', cards: [1, 0] }], 'columns[1].cards[1] must be at least 1'],
    [[{ title: 'a' }, { title: 'b' }, { title: 'c' }], 'columns must hold at most 2 items'],
  ])('refuses %j: %s', (columns, message) => {
    expect(() => readFields(LISTS, { columns }, 'add', NOW)).toThrow(message);
  });
});

describe('money, addresses, pictures and lists of objects', () => {
  const MORE = {
    price: { type: 'number', min: 0, decimals: 2 },
    email: { type: 'text', format: 'email' },
    picture: { type: 'text', format: 'image' },
    items: {
      type: 'list',
      max: 2,
      item: {
        type: 'object',
        fields: { name: { type: 'text', required: true, trim: true }, unit: { type: 'integer', min: 1 } },
      },
    },
  } satisfies Fields;
  const addMore = (values: Record<string, unknown>) => readFields(MORE, values, 'add', NOW);

  it('takes valid values and fills an empty list by default', () => {
    expect(addMore({ price: 12.5, email: 'ann@example.com', picture: 'data:image/svg+xml,%3Csvg%3E' })).toEqual({
      price: 12.5,
      email: 'ann@example.com',
      picture: 'data:image/svg+xml,%3Csvg%3E',
      items: [],
    });
    expect(addMore({ picture: '/avatars/1.png', items: [{ name: ' Pen ', unit: 2, extra: 1 }] })).toMatchObject({
      picture: '/avatars/1.png',
      items: [{ name: 'Pen', unit: 2 }],
    });
  });

  it.each<[Record<string, unknown>, string | RegExp]>([
    [{ price: 0.125 }, 'price must have at most 2 decimals'],
    [{ price: -1 }, 'price must be at least 0'],
    [{ email: 'ann' }, 'email must be an email address, got "ann"'],
    [{ email: 'ann@example' }, /^email must be an email address/],
    [{ picture: 'https://evil.example/a.png' }, /^picture must be a picture in this app/],
    [{ picture: 'data:text/html,<script>' }, /^picture must be a picture in this app/],
    [{ items: 'pen' }, 'items must be a list, got "pen"'],
    [{ items: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }, 'items must hold at most 2 items'],
    [{ items: ['pen'] }, 'items[0] must be an object, got "pen"'],
    [{ items: [{ name: 'a' }, { unit: 1 }] }, 'items[1].name is required'],
    [{ items: [{ name: 'a', unit: 0 }] }, 'items[0].unit must be at least 1'],
  ])('%j → "%s"', (values, message) => {
    expect(() => addMore(values)).toThrow(message);
  });
});

// The todo demo app (docs/demo-api.md): one list of todos shared by every signed-in user, in the order clients give
// it, and the tags todos carry. /api/todo/all, ?id=, add, update (with `modified`), delete and reorder come
// from the engine; the tag endpoints keep the original API's paths and answers (each answers the whole tag
// list) as custom handlers. Field types and limits are the ones shared with the front end.

import { TODO_NOTE_MAX, TODO_TAG_NAME_MAX, TODO_TITLE_MAX, type TodoFields, type TodoTag } from 'tessera-contracts';
import type { DemoApp, DemoCollection, SchemaFor } from '../engine/definition';
import { integerParam } from '../engine/params';

const DAY = 24 * 3600_000;

export const TODO_TAGS: DemoCollection = {
  name: 'todo-tag',
  label: 'Tag',
  scope: 'shared',
  versioned: false,
  fields: {
    // The original API worded these messages so: "Tag name must be 1 to 40 characters long", "name must be text".
    name: {
      type: 'text',
      required: true,
      trim: true,
      max: TODO_TAG_NAME_MAX,
      unique: true,
      label: 'Tag name',
      typeMessage: 'name must be text',
    },
  } satisfies SchemaFor<Omit<TodoTag, 'id'>>,
  seed: () => ['frontend', 'backend', 'api', 'issue', 'mobile'].map((name) => ({ name })),
};

interface SeedTodo {
  title: string;
  note: string;
  important: boolean;
  starred: boolean;
  done: boolean;
  read: boolean;
  /** Days from the seeding day. */
  startDays: number;
  dueDays: number;
  tags: string[];
}

// In display order, top first.
// prettier-ignore
const SEED_TODOS: readonly SeedTodo[] = [
  { title: 'Review pull request for the kanban board', note: 'Check drag and drop on touch devices too.', important: true, starred: true, done: false, read: false, startDays: -1, dueDays: 1, tags: ['frontend'] },
  { title: 'Fix the 500 on the invoices endpoint', note: 'Happens when the currency is missing.', important: true, starred: false, done: false, read: true, startDays: -2, dueDays: 0, tags: ['backend', 'issue'] },
  { title: 'Document the todo API', note: 'Endpoints, payloads and error codes.', important: false, starred: true, done: false, read: true, startDays: -3, dueDays: 4, tags: ['api'] },
  { title: 'Test the app on a small phone', note: 'iPhone SE and a 360px Android.', important: false, starred: false, done: false, read: false, startDays: 0, dueDays: 5, tags: ['mobile', 'frontend'] },
  { title: 'Rotate staging database credentials', note: '', important: true, starred: false, done: true, read: true, startDays: -6, dueDays: -2, tags: ['backend'] },
  { title: 'Add pagination to the task list', note: 'Use limit_start and limit_page_length.', important: false, starred: false, done: false, read: true, startDays: -4, dueDays: 7, tags: ['api', 'frontend'] },
  { title: 'Reply to the customer about the export bug', note: 'They use Excel 2016.', important: false, starred: true, done: true, read: true, startDays: -8, dueDays: -5, tags: ['issue'] },
  { title: 'Plan the mobile release', note: 'Coordinate with design for the new icons.', important: false, starred: false, done: false, read: false, startDays: 1, dueDays: 14, tags: ['mobile'] },
];

export const TODOS: DemoCollection = {
  name: 'todo',
  label: 'Todo',
  base: 'todo',
  scope: 'shared',
  ordered: { newAt: 'top' },
  fields: {
    title: { type: 'text', required: true, trim: true, max: TODO_TITLE_MAX },
    note: { type: 'text', max: TODO_NOTE_MAX, default: '' },
    important: { type: 'boolean' },
    starred: { type: 'boolean' },
    done: { type: 'boolean' },
    read: { type: 'boolean' },
    selected: { type: 'boolean' },
    startDate: { type: 'datetime', default: (now) => now.toISOString() },
    dueDate: { type: 'datetime', default: (now) => new Date(now.getTime() + 7 * DAY).toISOString() },
    tag: { type: 'ids', collection: TODO_TAGS },
  } satisfies SchemaFor<TodoFields>,
  seed: ({ now, idsBy }) => {
    const tagIds = idsBy(TODO_TAGS, 'name');
    return SEED_TODOS.map(({ startDays, dueDays, tags, ...todo }) => ({
      ...todo,
      startDate: new Date(now.getTime() + startDays * DAY).toISOString(),
      dueDate: new Date(now.getTime() + dueDays * DAY).toISOString(),
      tag: tags.map((name) => tagIds.get(name)),
    }));
  },
  routes: (api) => {
    api.get('/tag', ({ recordsOf }) => recordsOf(TODO_TAGS).all());
    api.post('/tag/add', ({ params, recordsOf }) => {
      const tags = recordsOf(TODO_TAGS);
      tags.add(params);
      return tags.all();
    });
    api.post('/tag/delete', ({ params, recordsOf }) => {
      const tags = recordsOf(TODO_TAGS);
      tags.remove(integerParam(params, 'id'));
      return tags.all();
    });
  },
};

export default [TODO_TAGS, TODOS] satisfies DemoApp;

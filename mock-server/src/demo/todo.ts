// The todo demo API (spec §7): /api/todo/all, /api/todo?id=, add, update, delete, reorder, and tags.
// Needs a signed-in session (Guest → 403); every error is in Frappe's error shape; wrong types → 417.
// Every todo answer carries `modified`; an update that sends it back is refused with 417
// TimestampMismatchError when someone else saved the todo since (Frappe's check_if_latest), so
// read-then-write clients do not silently overwrite each other. Without it the update is accepted.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { FrappeError, notFound, permissionError, timestampMismatch, validationError } from '../frappe/errors';
import { requestParams, type Params } from '../frappe/params';
import { clip, preview } from '../frappe/preview';
import { requestUser } from '../http/request-user';
import { TodoStore, type TodoFields } from './todo-store';

const TITLE_MAX = 200;
const NOTE_MAX = 5000;
const TAG_NAME_MAX = 40;

function integerParam(params: Params, name: string): number {
  const value = params[name];
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) {
    throw validationError(
      value === undefined ? `${name} is required` : `${name} must be a whole number, got ${preview(value)}`,
    );
  }
  return n;
}

function boolField(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw validationError(`${name} must be true or false, got ${preview(value)}`);
  return value;
}

function textField(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string') throw validationError(`${name} must be text, got ${preview(value)}`);
  if (value.length > max) throw validationError(`${name} must be at most ${max} characters`);
  return value;
}

function titleField(value: unknown): string {
  if (typeof value !== 'string') {
    throw validationError(value === undefined ? 'title is required' : `title must be text, got ${preview(value)}`);
  }
  const title = value.trim();
  if (title.length < 1 || title.length > TITLE_MAX) {
    throw validationError(`title must be 1 to ${TITLE_MAX} characters long`);
  }
  return title;
}

function dateField(value: unknown, name: string): string {
  const t = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(t)) throw validationError(`${name} must be an ISO date, got ${preview(value)}`);
  return new Date(t).toISOString();
}

/** Reads the todo fields present in `params` onto `base`; unknown keys are ignored. */
function readTodoFields(store: TodoStore, params: Params, base: TodoFields): TodoFields {
  const out = { ...base };
  if ('title' in params) out.title = titleField(params.title);
  if ('note' in params) out.note = textField(params.note, 'note', NOTE_MAX);
  for (const key of ['important', 'starred', 'done', 'read', 'selected'] as const) {
    if (key in params) out[key] = boolField(params[key], key);
  }
  if ('startDate' in params) out.startDate = dateField(params.startDate, 'startDate');
  if ('dueDate' in params) out.dueDate = dateField(params.dueDate, 'dueDate');
  if ('tag' in params) {
    const tags = params.tag;
    if (!Array.isArray(tags) || !tags.every((t) => Number.isSafeInteger(t))) {
      throw validationError(`tag must be a list of tag ids, got ${preview(tags)}`);
    }
    const unknown = (tags as number[]).filter((t) => !store.tagExists(t));
    if (unknown.length) throw validationError(`Unknown tag id(s): ${clip(unknown.join(', '))}`);
    out.tag = [...new Set(tags as number[])];
  }
  return out;
}

/** The `modified` the client read; missing or empty → not checked, as Frappe's check_if_latest. */
function modifiedParam(params: Params): string | null {
  const value = params.modified;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw validationError(`modified must be text, got ${preview(value)}`);
  return value;
}

function todoNotFound(id: number): FrappeError {
  return notFound(`Todo ${id} not found`);
}

export function registerTodoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new TodoStore(ctx.db);

  /** Signed-in users only; returns the request's parameters. */
  const guard = (request: FastifyRequest, reply: FastifyReply): Params => {
    if (requestUser(ctx, request, reply).isGuest) throw permissionError('Please sign in to use the todo app');
    return requestParams(request);
  };

  app.get('/todo/all', (request, reply) => {
    guard(request, reply);
    return reply.send(store.all());
  });

  app.get('/todo', (request, reply) => {
    const id = integerParam(guard(request, reply), 'id');
    const todo = store.get(id);
    if (!todo) throw todoNotFound(id);
    return reply.send(todo);
  });

  app.post('/todo/add', (request, reply) => {
    const params = guard(request, reply);
    if (!('title' in params)) throw validationError('title is required');
    const now = new Date();
    const defaults: TodoFields = {
      title: '',
      note: '',
      important: false,
      starred: false,
      done: false,
      read: false,
      selected: false,
      startDate: now.toISOString(),
      dueDate: new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
      tag: [],
    };
    return reply.send(store.add(readTodoFields(store, params, defaults)));
  });

  app.post('/todo/update', (request, reply) => {
    const params = guard(request, reply);
    const id = integerParam(params, 'id');
    const expected = modifiedParam(params);
    const current = store.get(id);
    if (!current) throw todoNotFound(id);
    if (expected !== null && expected !== current.modified) throw timestampMismatch(expected, current.modified);
    const { id: _id, modified: _modified, ...fields } = current;
    const result = store.update(id, readTodoFields(store, params, fields), expected);
    if (result.kind === 'missing') throw todoNotFound(id);
    if (result.kind === 'stale') throw timestampMismatch(expected ?? '', result.current);
    return reply.send(result.todo);
  });

  app.post('/todo/delete', (request, reply) => {
    const id = integerParam(guard(request, reply), 'id');
    if (!store.get(id)) throw todoNotFound(id);
    store.delete(id);
    return reply.send(store.all());
  });

  app.post('/todo/reorder', (request, reply) => {
    const params = guard(request, reply);
    const start = integerParam(params, 'startIndex');
    const end = integerParam(params, 'endIndex');
    const count = store.count();
    if (start < 0 || start >= count || end < 0 || end >= count) {
      throw validationError(`startIndex and endIndex must be between 0 and ${count - 1}`);
    }
    store.move(start, end);
    return reply.send(store.all());
  });

  app.get('/todo/tag', (request, reply) => {
    guard(request, reply);
    return reply.send(store.tags());
  });

  app.post('/todo/tag/add', (request, reply) => {
    const params = guard(request, reply);
    if (typeof params.name !== 'string') {
      throw validationError(params.name === undefined ? 'name is required' : 'name must be text');
    }
    const name = params.name.trim();
    if (name.length < 1 || name.length > TAG_NAME_MAX) {
      throw validationError(`Tag name must be 1 to ${TAG_NAME_MAX} characters long`);
    }
    if (store.findTagByName(name)) {
      throw new FrappeError('DuplicateEntryError', `Tag ${name} already exists`, { title: 'Duplicate Name' });
    }
    store.addTag(name);
    return reply.send(store.tags());
  });

  app.post('/todo/tag/delete', (request, reply) => {
    const id = integerParam(guard(request, reply), 'id');
    if (!store.tagExists(id)) throw notFound(`Tag ${id} not found`);
    store.deleteTag(id);
    return reply.send(store.tags());
  });
}

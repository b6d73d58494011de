// Request parameters as Frappe builds `frappe.form_dict` (frappe/app.py make_form_dict): a JSON body is the
// parameters; otherwise the query string and form fields are merged (form wins). A JSON list body becomes
// `{data: list}`; any other JSON value is "Invalid request arguments" (417 ValidationError).

import type { FastifyRequest } from 'fastify';
import { FrappeError, validationError } from './errors';
import { clip, preview } from './preview';
import { readJson } from './safe-json';

export type Params = Record<string, unknown>;

/** What the content-type parsers (see ../http/body.ts) leave in `request.body`. */
export class ParsedBody {
  constructor(
    readonly kind: 'json' | 'form' | 'none',
    readonly value: unknown,
  ) {}
}

function firstValues(obj: unknown): Params {
  const out: Params = {};
  if (!obj || typeof obj !== 'object') return out;
  for (const [key, value] of Object.entries(obj)) {
    // Werkzeug's MultiDict → dict keeps the first value of a repeated key.
    out[key] = Array.isArray(value) ? value[0] : value;
  }
  return out;
}

/** The query string's parameters alone (first value of a repeated key). */
export function queryParams(request: FastifyRequest): Params {
  const params = firstValues(request.query);
  delete params._;
  return params;
}

export function requestParams(request: FastifyRequest): Params {
  const body = request.body instanceof ParsedBody ? request.body : new ParsedBody('none', undefined);
  let params: Params;
  if (body.kind === 'json') {
    const value = body.value;
    if (Array.isArray(value)) params = { data: value };
    else if (value && typeof value === 'object') params = { ...(value as Params) };
    else throw validationError('Invalid request arguments');
  } else {
    params = { ...firstValues(request.query), ...(body.kind === 'form' ? firstValues(body.value) : {}) };
  }
  // jQuery's cache-buster; Frappe drops it.
  delete params._;
  return params;
}

/** A parameter that may arrive as JSON text (query string, form) or already parsed (JSON body). */
export function jsonParam(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return readJson(value, name);
  } catch (e) {
    if (e instanceof FrappeError) throw e;
    throw validationError(`${name} must be valid JSON, got: ${clip(value)}`);
  }
}

/** A non-negative integer parameter ("20", 20), or the fallback when absent. */
export function intParam(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) {
    throw validationError(`${name} must be a non-negative whole number, got ${preview(value)}`);
  }
  return n;
}

/** Frappe's sbool for as_dict/debug: true/false, 1/0 and their text forms. */
export function boolParam(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
  }
  throw validationError(`${name} must be true or false, got ${preview(value)}`);
}

/** A required text parameter. */
export function stringParam(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw validationError(
      value === undefined || value === null || value === ''
        ? `Missing argument: ${name}`
        : `${name} must be text, got ${Array.isArray(value) ? 'a list' : typeof value}`,
    );
  }
  return value;
}

// A request's values checked against a collection's schema. Each failure is a 417 ValidationError worded
// from the field, quoting at most 80 characters of the value:
//   missing required  "title is required"
//   wrong type        "note must be text, got 42", "done must be true or false, got "yes""
//   length            "title must be 1 to 200 characters long", "note must be at most 5000 characters"
//   range             "stars must be between 0 and 5"
//   unknown value     "kind cannot be "x". It should be one of "idea", "task""
//   not a path        "path must be a path in this app such as "/projects/all", got "//evil.example""
//   inside an object  "icon.name is required", "icon must be an object, got "bell""
//   decimals          "price must have at most 2 decimals"
//   not an address    "email must be an email address, got "ann""
//   not a picture     "imgUrl must be a picture in this app (a path or a data:image URI), got "https://…""
//   inside a list     "items[2].price is required", "items must be a list, got 3", "items must hold at most 100 items"
// Keys the schema does not declare are ignored, as Frappe drops keys that are not fields.

import { validationError, type FrappeError } from '../../frappe/errors';
import type { Params } from '../../frappe/params';
import { clip, preview } from '../../frappe/preview';
import { isSafeSitePath } from '../../frappe/resource/url-value';
import type { FieldSchema, Fields, JsonObject, JsonValue, NumberField, TextField } from './definition';

// Deliberately loose (one @, a dot in the domain, no spaces): the common typos are caught, odd but real addresses pass.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const IMAGE_DATA_URI = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;base64)?,/;

function typeError(key: string, field: FieldSchema, kind: string, value: unknown): FrappeError {
  return validationError(field.typeMessage ?? `${key} must be ${kind}, got ${preview(value)}`);
}

function lengthError(
  label: string,
  length: number,
  min: number | undefined,
  max: number | undefined,
): FrappeError | null {
  if (min !== undefined && max !== undefined) {
    return length < min || length > max ? validationError(`${label} must be ${min} to ${max} characters long`) : null;
  }
  if (max !== undefined && length > max) return validationError(`${label} must be at most ${max} characters`);
  if (min !== undefined && length < min) return validationError(`${label} must be at least ${min} characters`);
  return null;
}

function rangeError(label: string, n: number, min: number | undefined, max: number | undefined): FrappeError | null {
  if (min !== undefined && max !== undefined) {
    return n < min || n > max ? validationError(`${label} must be between ${min} and ${max}`) : null;
  }
  if (max !== undefined && n > max) return validationError(`${label} must be at most ${max}`);
  if (min !== undefined && n < min) return validationError(`${label} must be at least ${min}`);
  return null;
}

function checkText(key: string, field: TextField, value: unknown): string {
  if (typeof value !== 'string') throw typeError(key, field, 'text', value);
  const text = field.trim ? value.trim() : value;
  const label = field.label ?? key;
  const tooLong = lengthError(label, text.length, field.min ?? (field.required ? 1 : undefined), field.max);
  if (tooLong) throw tooLong;
  if (field.enum && text !== '' && !field.enum.includes(text)) {
    const allowed = field.enum.map((option) => `"${option}"`).join(', ');
    throw validationError(`${label} cannot be "${clip(text)}". It should be one of ${allowed}`);
  }
  if (field.format === 'path' && text !== '' && !isSafeSitePath(text)) {
    throw validationError(`${label} must be a path in this app such as "/projects/all", got ${preview(text)}`);
  }
  if (field.format === 'email' && text !== '' && !EMAIL.test(text)) {
    throw validationError(`${label} must be an email address, got ${preview(text)}`);
  }
  if (field.format === 'image' && text !== '' && !isSafeSitePath(text) && !IMAGE_DATA_URI.test(text)) {
    throw validationError(`${label} must be a picture in this app (a path or a data:image URI), got ${preview(text)}`);
  }
  return text;
}

function checkNumber(key: string, field: NumberField, value: unknown): number {
  const whole = field.type === 'integer';
  if (typeof value !== 'number' || !Number.isFinite(value) || (whole && !Number.isSafeInteger(value))) {
    throw typeError(key, field, whole ? 'a whole number' : 'a number', value);
  }
  const outside = rangeError(field.label ?? key, value, field.min, field.max);
  if (outside) throw outside;
  if (field.decimals !== undefined && Number(value.toFixed(field.decimals)) !== value) {
    throw validationError(`${field.label ?? key} must have at most ${field.decimals} decimals`);
  }
  return value;
}

function isPlainObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkValue(key: string, field: FieldSchema, value: unknown, now: Date): JsonValue {
  switch (field.type) {
    case 'text':
      return checkText(key, field, value);
    case 'integer':
    case 'number':
      return checkNumber(key, field, value);
    case 'boolean':
      if (typeof value !== 'boolean') throw typeError(key, field, 'true or false', value);
      return value;
    case 'datetime': {
      const time = typeof value === 'string' ? Date.parse(value) : NaN;
      if (Number.isNaN(time)) throw typeError(key, field, 'an ISO date', value);
      return new Date(time).toISOString();
    }
    case 'ids': {
      if (!Array.isArray(value) || !value.every((id) => Number.isSafeInteger(id))) {
        throw typeError(key, field, `a list of ${field.collection.label.toLowerCase()} ids`, value);
      }
      return [...new Set(value as number[])].sort((a, b) => a - b);
    }
    case 'object':
      if (!isPlainObject(value)) throw typeError(key, field, 'an object', value);
      return readFields(field.fields, value, 'add', now, `${key}.`);
    case 'list': {
      if (!Array.isArray(value)) throw typeError(key, field, 'a list', value);
      if (field.max !== undefined && value.length > field.max) {
        throw validationError(`${field.label ?? key} must hold at most ${field.max} items`);
      }
      if (field.min !== undefined && value.length < field.min) {
        throw validationError(`${field.label ?? key} must hold at least ${field.min} items`);
      }
      return value.map((item: unknown, index) => checkValue(`${key}[${index}]`, field.item, item, now));
    }
  }
}

/** The value a record gets for a field `add` did not send. */
function defaultValue(field: FieldSchema, now: Date): JsonValue {
  if (typeof field.default === 'function') return field.default(now);
  return field.default ?? emptyValue(field);
}

function emptyValue(field: FieldSchema): JsonValue {
  if (field.type === 'boolean') return false;
  if (field.type === 'ids' || field.type === 'list') return [];
  return null;
}

/** A stored record's value for a field, when the record is older than the field: its fixed default or empty. */
export function storedValue(field: FieldSchema, data: JsonObject, key: string): JsonValue {
  if (Object.prototype.hasOwnProperty.call(data, key)) {
    const value = data[key];
    if (value !== undefined) return value;
  }
  return typeof field.default === 'function' ? emptyValue(field) : (field.default ?? emptyValue(field));
}

/**
 * The schema's fields in `values`, checked. For 'add', also every other field: required ones must be sent,
 * the rest get their default. Checked in the schema's order, so the first failure is the one reported.
 * `prefix` names the object a nested schema belongs to in messages ("icon.").
 */
export function readFields(fields: Fields, values: Params, mode: 'add' | 'update', now: Date, prefix = ''): JsonObject {
  const out: JsonObject = {};
  for (const [key, field] of Object.entries(fields)) {
    const name = prefix + key;
    if (Object.prototype.hasOwnProperty.call(values, key)) out[key] = checkValue(name, field, values[key], now);
    else if (mode === 'add') {
      if (field.required) throw validationError(`${name} is required`);
      out[key] = defaultValue(field, now);
    }
  }
  return out;
}

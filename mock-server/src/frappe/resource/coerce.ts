// Turns a client's value for a field into what is stored, or a 417 with a readable message.
// Frappe's equivalents: BaseDocument._validate_selects, _validate_length, cint/flt/getdate casting.

import { parseDate, parseDatetime, parseTime } from '../datetime';
import { FrappeError, validationError } from '../errors';
import { isFloatType, selectOptions, type FieldDef } from './doctype';
import { isSafeUrlValue, isUrlField } from './url-value';

/** Frappe's varchar(140) for Data-like fields. */
const SHORT_TEXT_MAX = 140;
const TEXT_MAX = 65535;
const SHORT_TYPES = new Set(['Data', 'Select', 'Link', 'Dynamic Link', 'Color', 'Read Only']);
/** Frappe's longtext fields, which have no length limit worth checking here. */
const LONG_TYPES = new Set(['Long Text', 'Text Editor', 'Code']);

// The same shape Frappe's validate_email_address accepts for a single address (simplified).
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= SHORT_TEXT_MAX && EMAIL_RE.test(value);
}

export function invalidEmail(value: string): FrappeError {
  return new FrappeError('InvalidEmailAddressError', `${value} is not a valid Email Address`, {
    title: 'Invalid Email Address',
  });
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`;
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : String(value);
}

function toText(field: FieldDef, value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') {
    throw validationError(`${field.label}: expected text, got ${describe(value)}`, 'Invalid Value');
  }
  if (value === '') return null;
  const max = SHORT_TYPES.has(field.fieldtype) ? SHORT_TEXT_MAX : TEXT_MAX;
  if (value.length > max && !LONG_TYPES.has(field.fieldtype)) {
    throw validationError(
      `${field.label}: value has ${value.length} characters, the maximum allowed is ${max}`,
      'Value too long',
    );
  }
  return value;
}

function toNumber(field: FieldDef, value: unknown, integer: boolean): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'boolean') n = value ? 1 : 0;
  else if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) n = Number(value);
  else if (typeof value === 'string' && value.trim() === '') n = 0;
  else throw validationError(`${field.label}: expected a number, got ${describe(value)}`, 'Invalid Value');
  if (!Number.isFinite(n)) throw validationError(`${field.label}: expected a number, got ${describe(value)}`);
  if (integer && !Number.isInteger(n)) {
    throw validationError(`${field.label}: expected a whole number, got ${describe(value)}`, 'Invalid Value');
  }
  return n;
}

/** Stored value for a non-table field; null means "not set". */
export function coerceFieldValue(field: FieldDef, value: unknown): string | number | null {
  if (value === undefined || value === null) {
    return field.fieldtype === 'Int' || field.fieldtype === 'Check' || isFloatType(field.fieldtype) ? 0 : null;
  }
  switch (field.fieldtype) {
    case 'Int':
      return toNumber(field, value, true);
    case 'Check': {
      const n = toNumber(field, value, true);
      if (n !== 0 && n !== 1) throw validationError(`${field.label}: expected 0 or 1, got ${describe(value)}`);
      return n;
    }
    case 'Float':
    case 'Currency':
    case 'Percent':
      return toNumber(field, value, false);
    case 'Date': {
      const text = toText(field, value);
      if (text === null) return null;
      const date = parseDate(text);
      if (!date) throw validationError(`${field.label}: ${describe(value)} is not a valid date (YYYY-MM-DD)`);
      return date;
    }
    case 'Datetime': {
      const text = toText(field, value);
      if (text === null) return null;
      const dt = parseDatetime(text);
      if (!dt) {
        throw validationError(`${field.label}: ${describe(value)} is not a valid datetime (YYYY-MM-DD HH:MM:SS)`);
      }
      return dt;
    }
    case 'Time': {
      const text = toText(field, value);
      if (text === null) return null;
      const time = parseTime(text);
      if (!time) throw validationError(`${field.label}: ${describe(value)} is not a valid time (HH:MM:SS)`);
      return time;
    }
    case 'Select': {
      const text = toText(field, value);
      const options = selectOptions(field);
      if (text !== null && !options.includes(text)) {
        throw validationError(
          `${field.label} cannot be "${text}". It should be one of ${options.map((o) => `"${o}"`).join(', ')}`,
        );
      }
      return text;
    }
    default: {
      const text = toText(field, value);
      if (text !== null && field.isEmail) {
        const trimmed = text.trim();
        if (!isValidEmail(trimmed)) throw invalidEmail(trimmed);
        return trimmed;
      }
      if (text !== null && isUrlField(field) && !isSafeUrlValue(text)) {
        throw validationError(
          `${field.label}: must be an http(s) URL or a path on this site starting with /, got ${describe(text)}`,
          'Invalid URL',
        );
      }
      return text;
    }
  }
}

/**
 * The field's declared default, coerced; numeric fields default to 0 like Frappe's cint/flt on save, and a
 * Select without a default takes its first option (frappe.model.create_new.get_static_default_value).
 */
export function defaultValue(field: FieldDef): string | number | null {
  const firstOption = field.fieldtype === 'Select' ? selectOptions(field)[0] : undefined;
  return coerceFieldValue(field, field.default ?? firstOption ?? null);
}

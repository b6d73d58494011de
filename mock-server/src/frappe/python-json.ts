// JSON text as Frappe writes it (Python's json.dumps): a float always shows as one (`8.0`, `0.0`, `12.5`) and
// an int never does, so a Python client (frappe-client, requests' .json()) reads each back as the type the
// server holds. JavaScript has one number type: where an answer is built, the values Frappe holds as floats
// (Float, Currency and Percent fields, sums and averages) are wrapped in PyFloat, and toPythonJson writes them.
// Everything else is written as JSON.stringify writes it.

export class PyFloat {
  constructor(readonly value: number) {}
}

/** A float as Python writes it: `8.0` for 8, `12.5`, `1e+21`. */
export function pythonFloatText(value: number): string {
  // NaN and Infinity are not JSON (Python would write them anyway); no stored value can be one.
  if (!Number.isFinite(value)) return 'null';
  const text = String(value);
  return text.includes('.') || text.includes('e') ? text : `${text}.0`;
}

// Text with nothing to escape (no quote, backslash, control character or surrogate half) is quoted as it is:
// most values are such text, and a JSON.stringify call per string costs several times more.
function needsEscaping(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}

function quote(text: string): string {
  return needsEscaping(text) ? JSON.stringify(text) : `"${text}"`;
}

/** The JSON text of a value, as JSON.stringify gives it except for PyFloat. */
export function toPythonJson(value: unknown): string {
  return write(value) ?? 'null';
}

/** Undefined for what JSON.stringify leaves out of an object (undefined, functions, symbols). */
function write(value: unknown): string | undefined {
  if (value instanceof PyFloat) return pythonFloatText(value.value);
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'object':
      return value === null ? 'null' : writeObject(value);
    default:
      return undefined;
  }
}

function writeObject(value: object): string | undefined {
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i += 1) text += `${i > 0 ? ',' : ''}${write(value[i]) ?? 'null'}`;
    return `${text}]`;
  }
  const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return write(toJSON.call(value));
  const record = value as Record<string, unknown>;
  let text = '';
  for (const key of Object.keys(record)) {
    const member = write(record[key]);
    if (member !== undefined) text += `${text === '' ? '' : ','}${quote(key)}:${member}`;
  }
  return `{${text}}`;
}

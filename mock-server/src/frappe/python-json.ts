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

/** The JSON text of a value, as JSON.stringify gives it except for PyFloat. */
export function toPythonJson(value: unknown): string {
  return write(value) ?? 'null';
}

/** Undefined for what JSON.stringify leaves out of an object (undefined, functions, symbols). */
function write(value: unknown): string | undefined {
  if (value instanceof PyFloat) return pythonFloatText(value.value);
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
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
  if (Array.isArray(value)) return `[${value.map((item: unknown) => write(item) ?? 'null').join(',')}]`;
  const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return write(toJSON.call(value));
  const members: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const text = write(item);
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

// Short, bounded text for a client's value inside an error message. Echoing the whole value would let one
// request make the server build (and send back) a huge message, and JSON.stringify of a deeply nested
// value overflows the stack.

const PREVIEW_MAX = 80;
/** Nested values below this depth are shown as "…"; also keeps the walk's recursion bounded. */
const PREVIEW_DEPTH = 4;

/** `text` cut to at most `max` characters, ending in "…" when it was cut. */
export function clip(text: string, max = PREVIEW_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function* members(value: object): Generator<[string | null, unknown]> {
  if (Array.isArray(value)) {
    for (const item of value) yield [null, item];
  } else {
    for (const key in value) {
      if (Object.prototype.hasOwnProperty.call(value, key)) yield [key, (value as Record<string, unknown>)[key]];
    }
  }
}

function render(value: unknown, depth: number, budget: number): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(clip(value, budget));
  if (typeof value !== 'object') return typeof value;
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (depth >= PREVIEW_DEPTH) return `${open}…${close}`;
  const parts: string[] = [];
  let used = 2;
  for (const [key, member] of members(value)) {
    if (used >= budget) {
      parts.push('…');
      break;
    }
    const head = key === null ? '' : `${JSON.stringify(clip(key, budget))}:`;
    const part = head + render(member, depth + 1, budget - used);
    parts.push(part);
    used += part.length + 1;
  }
  return `${open}${parts.join(',')}${close}`;
}

/** A JSON-like rendering of a client's value, at most 80 characters (cut with "…"). */
export function preview(value: unknown): string {
  return clip(render(value, 0, PREVIEW_MAX));
}

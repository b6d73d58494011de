// Text from a client must be valid Unicode (no lone surrogates, which SQLite would store as invalid UTF-8)
// and hold no NUL character (C code, logs and other tools cut text there). Checked for every key and value
// of the request's parameters, at any depth, before a handler sees them.

import { validationError } from './errors';

// String.prototype.isWellFormed is in Node 20 (ES2024); the package's TypeScript lib stops at ES2022.
declare global {
  interface String {
    isWellFormed(): boolean;
  }
}

export function isCleanText(text: string): boolean {
  return text.isWellFormed() && !text.includes('\0');
}

function uncleanText(): never {
  throw validationError('Text must be valid Unicode without NUL characters', 'Invalid Text');
}

/**
 * Throws 417 when any string in `value` (object keys included) is not clean text. Iterative, so a deeply
 * nested value cannot overflow the stack.
 */
export function assertCleanText(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isCleanText(item)) uncleanText();
    } else if (Array.isArray(item)) {
      for (const member of item) pending.push(member);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, member] of Object.entries(item)) {
        if (!isCleanText(key)) uncleanText();
        pending.push(member);
      }
    }
  }
}

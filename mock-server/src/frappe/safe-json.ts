// The one way JSON text from a request is read (bodies, and JSON text in query-string or form fields).
// Nesting is limited before the text is parsed: a value thousands of levels deep is useless to every
// handler and overflows the stack of any recursive code that later touches it (JSON.stringify in an error
// message did). Strings are then checked to be clean text (./clean-text.ts).

import { assertCleanText } from './clean-text';
import { validationError } from './errors';

export const MAX_JSON_DEPTH = 32;

/** True when the JSON text opens more than `max` arrays/objects inside each other. One pass, no recursion. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * Parses JSON text from a request. `what` names it in messages ("Request body", "filters").
 * Too deep or unclean text → 417 ValidationError; malformed JSON → the SyntaxError, for the caller to word.
 */
export function readJson(text: string, what: string): unknown {
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
    throw validationError(`${what} is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`, 'Invalid Request');
  }
  const value: unknown = JSON.parse(text);
  assertCleanText(value);
  return value;
}

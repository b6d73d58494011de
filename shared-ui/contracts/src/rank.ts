// A card's place in its column as a rank key: a string that sorts between its neighbours', so moving a card
// writes that card alone and no other card is ever renumbered. Fractional indexing (as in the
// `fractional-indexing` package): an integer part whose first character says how many digits follow, so adding
// at either end keeps keys short, then a fraction that takes the midpoint of two keys.
//
// Only digits and lower-case letters: MariaDB's default collation (utf8mb4_unicode_ci) compares text
// case-insensitively, so a real Frappe site sorts these keys exactly as JavaScript's `<` and SQLite do. The
// package's own integer heads are A–Z and a–z whatever digits it is given, which such a site sorts wrongly.

/** The key's characters, in their sort order. */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;
/** Heads below this one start a negative integer, from it on a positive one (or zero). */
const FIRST_POSITIVE_HEAD = BASE / 2;
const ZERO = DIGITS.charAt(0);
const LAST = DIGITS.charAt(BASE - 1);
/** The key of a column's first card: the integer zero. */
export const FIRST_RANK = `${DIGITS.charAt(FIRST_POSITIVE_HEAD)}${ZERO}`;
/** The lowest integer: never a key, so that there is always room before any key. */
const SMALLEST_INTEGER = ZERO.repeat(FIRST_POSITIVE_HEAD + 1);

const digitOf = (char: string): number => DIGITS.indexOf(char);

/** How many digits follow the head: 1 next to zero, more further out on either side. */
function integerDigits(head: string): number {
  const index = digitOf(head);
  return index >= FIRST_POSITIVE_HEAD ? index - FIRST_POSITIVE_HEAD + 1 : FIRST_POSITIVE_HEAD - index;
}

/** The integer part of `key` (head and digits); null when the key is not well formed. */
function integerPart(key: string): string | null {
  const head = key.charAt(0);
  if (digitOf(head) < 0) return null;
  const length = integerDigits(head) + 1;
  return key.length >= length ? key.slice(0, length) : null;
}

/** Whether `value` is a rank key this module made: its characters, a whole integer part, no trailing zero. */
export function isRank(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  if ([...value].some((char) => digitOf(char) < 0)) return false;
  const integer = integerPart(value);
  if (integer === null || integer === SMALLEST_INTEGER) return false;
  return !value.slice(integer.length).endsWith(ZERO);
}

/** The digits between fractions `a` and `b` (b null: no upper bound), neither ending in a zero. */
function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    let common = 0;
    while ((a.charAt(common) || ZERO) === b.charAt(common)) common += 1;
    if (common > 0) return b.slice(0, common) + midpoint(a.slice(common), b.slice(common));
  }
  const low = a ? digitOf(a.charAt(0)) : 0;
  const high = b !== null ? digitOf(b.charAt(0)) : BASE;
  if (high - low > 1) return DIGITS.charAt(Math.round((low + high) / 2));
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS.charAt(low) + midpoint(a.slice(1), null);
}

/** `integer` + 1, with a longer integer past the last of a length; null past the largest. */
function increment(integer: string): string | null {
  const head = integer.charAt(0);
  const digits = [...integer.slice(1)];
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const next = digitOf(digits[i] ?? ZERO) + 1;
    if (next < BASE) {
      digits[i] = DIGITS.charAt(next);
      return head + digits.join('');
    }
    digits[i] = ZERO;
  }
  const headIndex = digitOf(head);
  if (headIndex === BASE - 1) return null;
  if (headIndex === FIRST_POSITIVE_HEAD - 1) return FIRST_RANK;
  if (headIndex + 1 > FIRST_POSITIVE_HEAD) digits.push(ZERO);
  else digits.pop();
  return DIGITS.charAt(headIndex + 1) + digits.join('');
}

/** `integer` − 1, the mirror of `increment`; null below the smallest. */
function decrement(integer: string): string | null {
  const head = integer.charAt(0);
  const digits = [...integer.slice(1)];
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const next = digitOf(digits[i] ?? ZERO) - 1;
    if (next >= 0) {
      digits[i] = DIGITS.charAt(next);
      return head + digits.join('');
    }
    digits[i] = LAST;
  }
  const headIndex = digitOf(head);
  if (headIndex === 0) return null;
  if (headIndex === FIRST_POSITIVE_HEAD) return DIGITS.charAt(FIRST_POSITIVE_HEAD - 1) + LAST;
  if (headIndex - 1 < FIRST_POSITIVE_HEAD - 1) digits.push(LAST);
  else digits.pop();
  return DIGITS.charAt(headIndex - 1) + digits.join('');
}

function assertRank(key: string): void {
  if (!isRank(key)) throw new RangeError(`Not a rank key: ${JSON.stringify(key)}`);
}

/**
 * A key that sorts after `before` and before `after` (null: the column's start or end). Throws a RangeError
 * when either is not a key, or `before` is not below `after`: with no room between them, the caller picks
 * other neighbours.
 */
export function rankBetween(before: string | null, after: string | null): string {
  if (before !== null) assertRank(before);
  if (after !== null) assertRank(after);
  if (before !== null && after !== null && before >= after) {
    throw new RangeError(`No rank between ${before} and ${after}`);
  }
  if (before === null && after === null) return FIRST_RANK;
  if (before === null) {
    const upper = after as string;
    const integer = integerPart(upper) as string;
    if (integer === SMALLEST_INTEGER) return integer + midpoint('', upper.slice(integer.length));
    if (integer < upper) return integer;
    return decrement(integer) ?? integer + midpoint('', upper.slice(integer.length));
  }
  const integer = integerPart(before) as string;
  const fraction = before.slice(integer.length);
  if (after === null) return increment(integer) ?? integer + midpoint(fraction, null);
  const upperInteger = integerPart(after) as string;
  if (integer === upperInteger) return integer + midpoint(fraction, after.slice(integer.length));
  const next = increment(integer);
  if (next !== null && next < after) return next;
  return integer + midpoint(fraction, null);
}

/** `count` keys in ascending order, each after the one before `after` (null: from the start). */
export function ranksAfter(after: string | null, count: number): string[] {
  const keys: string[] = [];
  let last = after;
  for (let i = 0; i < count; i += 1) {
    last = rankBetween(last, null);
    keys.push(last);
  }
  return keys;
}

/**
 * Order of two ranks as every store of them sorts: a missing one first (as SQL sorts NULL and ''), then by
 * code unit, which is the collation's order for keys of this module's characters.
 */
export function compareRanks(a: string | null | undefined, b: string | null | undefined): number {
  const left = a ?? '';
  const right = b ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

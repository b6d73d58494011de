// Password hashing with node:crypto scrypt and a random per-password salt; verification in constant time.
// Stored form: "scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>".

import crypto from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  const actual = crypto.scryptSync(password, salt, expected.length, { N: n, r, p });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash of a random password nobody knows: for users who must set theirs through a reset link. */
export function unusablePasswordHash(): string {
  return hashPassword(crypto.randomBytes(24).toString('base64'));
}

// Checked against when a login names an unknown user, so that the answer takes as long as for a known one.
const DUMMY_HASH = hashPassword('not-a-real-password');

export function burnVerifyTime(password: string): void {
  verifyPassword(password, DUMMY_HASH);
}

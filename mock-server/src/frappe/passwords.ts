// Password hashing with node:crypto scrypt and a random per-password salt; verification in constant time.
// Stored form: "scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>".
//
// One scrypt takes ~50 ms of CPU, so requests hash on libuv's thread pool (crypto.scrypt), never on the
// event loop: a burst of sign-ins must not stall every other request. Only start-up work (seeding, the
// dummy hash below) may hash synchronously.

import crypto from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

// crypto.scrypt with options, as a promise (util.promisify's typing drops the options overload).
function scrypt(password: string, salt: Buffer, keyLength: number, options: crypto.ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(salt: Buffer, hash: Buffer): string {
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return encode(salt, hash);
}

/** Blocks the event loop for the whole hash: for start-up (seeding) only. */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(16);
  return encode(salt, crypto.scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // scrypt$N$r$p$salt$hash: exactly six parts.
  const [scheme, n, r, p, saltText, hashText, ...extra] = stored.split('$');
  if (scheme !== 'scrypt' || saltText === undefined || hashText === undefined || extra.length > 0) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, salt, expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return crypto.timingSafeEqual(actual, expected);
}

// Checked against when a login names an unknown user, so that the answer takes as long as for a known one.
const DUMMY_HASH = hashPasswordSync('not-a-real-password');

/** Spends one verification's time (off the event loop) and answers false. */
export async function verifyAgainstNobody(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

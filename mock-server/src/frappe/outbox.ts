// Mail the server would send (sign-up verification, password reset), kept in `email_queue` so a developer
// can read it: `sqlite3 data/tessera.sqlite 'select * from email_queue'`; with PRINT_MAIL (as `npm start` runs
// it) also printed to the console, so a new user can follow the link and finish signing up locally.

import crypto from 'node:crypto';
import type { Db } from '../db/open';
import { nowDatetime } from './datetime';

export interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
}

export function queueEmail(db: Db, mail: OutboxMail, print: boolean): void {
  if (print) console.log(`mock-server mail to ${mail.recipient}: ${mail.subject}\n${mail.body}`);
  db.prepare('INSERT INTO email_queue(recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(
    mail.recipient,
    mail.subject,
    mail.body,
    nowDatetime(),
  );
}

export function outbox(db: Db): (OutboxMail & { id: number; created_at: string })[] {
  return db.prepare('SELECT * FROM email_queue ORDER BY id').all() as (OutboxMail & {
    id: number;
    created_at: string;
  })[];
}

/**
 * A new password-reset key for the user (Frappe: User.reset_password stores sha256(key) and mails its own
 * /update-password?key=… page). Returns the link, to the app's set-password page, which calls update_password.
 */
export function newResetLink(db: Db, siteUrl: string, user: string): string {
  const key = crypto.randomBytes(16).toString('hex');
  const keyHash = crypto.createHash('sha256').update(key).digest('hex');
  db.prepare(
    'INSERT INTO reset_keys(user, key_hash, created_at) VALUES (?, ?, ?) ON CONFLICT(user) DO UPDATE SET key_hash = excluded.key_hash, created_at = excluded.created_at',
  ).run(user, keyHash, Date.now());
  return `${siteUrl}/session/update-password?key=${key}`;
}

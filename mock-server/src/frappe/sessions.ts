// Sessions in SQLite (Frappe keeps them in tabSessions + cache), so they survive a restart. A session
// expires after `sessionExpirySeconds` without use (Frappe's session_expiry is an idle timeout: each
// request refreshes `lastupdate`). An unknown or expired sid is simply a Guest request.
//
// CSRF: Frappe checks X-Frappe-CSRF-Token only when the session holds a csrf_token, which is set when the
// desk boots (frappe.sessions.get_csrf_token); a session created through /api/method/login alone holds
// none, so Frappe accepts its POST/PUT/DELETE without the header. These sessions never hold one either.
// SameSite=Lax on the sid cookie is NOT enough protection: a page on another port of the same host is the
// same *site*, so its forms and fetches carry the cookie. Writes are therefore refused unless they come
// from an allowed origin (../http/origin-guard.ts).

import crypto from 'node:crypto';
import type { Db } from '../db/open';

/** How often (ms) a live session's last_seen is written back; Frappe writes at most every 10 minutes. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionRow {
  sid: string;
  user: string;
  created_at: number;
  last_seen: number;
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly expirySeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  create(user: string): string {
    const sid = crypto.randomBytes(28).toString('hex');
    const t = this.now();
    this.db.prepare('INSERT INTO sessions(sid, user, created_at, last_seen) VALUES (?, ?, ?, ?)').run(sid, user, t, t);
    return sid;
  }

  /** The live session for a sid, refreshed; null when unknown or expired (an expired row is removed). */
  resume(sid: string): { user: string; refreshed: boolean } | null {
    const row = this.db.prepare('SELECT * FROM sessions WHERE sid = ?').get(sid) as SessionRow | undefined;
    if (!row) return null;
    const t = this.now();
    if (row.last_seen + this.expirySeconds * 1000 <= t) {
      this.delete(sid);
      return null;
    }
    const refreshed = t - row.last_seen >= TOUCH_INTERVAL_MS;
    if (refreshed) this.db.prepare('UPDATE sessions SET last_seen = ? WHERE sid = ?').run(t, sid);
    return { user: row.user, refreshed };
  }

  delete(sid: string): void {
    this.db.prepare('DELETE FROM sessions WHERE sid = ?').run(sid);
  }

  deleteForUser(user: string): void {
    this.db.prepare('DELETE FROM sessions WHERE user = ?').run(user);
  }

  purgeExpired(): void {
    this.db.prepare('DELETE FROM sessions WHERE last_seen <= ?').run(this.now() - this.expirySeconds * 1000);
  }
}

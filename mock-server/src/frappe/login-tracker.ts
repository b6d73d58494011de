// Frappe's LoginAttemptTracker (frappe/auth.py), kept in memory like Frappe keeps it in its cache:
// consecutive failures are counted from the first failure; once the count exceeds the allowed attempts
// within the lock interval, logins for that key (user name or IP) are refused until the interval passes.

import { FrappeError } from './errors';

interface Attempts {
  count: number;
  firstFailure: number;
}

export class LoginAttemptTracker {
  private readonly attempts = new Map<string, Attempts>();

  constructor(
    private readonly maxAttempts: number,
    private readonly lockSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  private get enabled(): boolean {
    return this.maxAttempts > 0;
  }

  /** Throws Frappe's lock-out error when the key is locked (Frappe: frappe.SecurityException). */
  assertAllowed(key: string): void {
    if (!this.enabled) return;
    const a = this.attempts.get(key);
    if (a && a.firstFailure + this.lockSeconds * 1000 > this.now() && a.count > this.maxAttempts) {
      throw new FrappeError(
        'SecurityException',
        `Your account has been locked and will resume after ${this.lockSeconds} seconds`,
      );
    }
  }

  addFailure(key: string): void {
    const now = this.now();
    const a = this.attempts.get(key);
    if (a && a.firstFailure + this.lockSeconds * 1000 > now) {
      a.count += 1;
    } else {
      this.attempts.set(key, { count: 1, firstFailure: now });
    }
  }

  addSuccess(key: string): void {
    this.attempts.delete(key);
  }
}

// Frappe's LoginAttemptTracker (frappe/auth.py), kept in memory like Frappe keeps it in its cache:
// consecutive failures are counted from the first failure; once the count exceeds the allowed attempts
// within the lock interval, logins for that key (user name or IP) are refused until the interval passes.

import { FrappeError } from './errors';
import { PruneSchedule } from './prune-schedule';

interface Attempts {
  count: number;
  firstFailure: number;
}

export class LoginAttemptTracker {
  private readonly attempts = new Map<string, Attempts>();
  private readonly pruning = new PruneSchedule();

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

  /** Keys tracked now (failures inside their interval, and expired ones not yet swept). */
  get size(): number {
    return this.attempts.size;
  }

  addFailure(key: string): void {
    const now = this.now();
    this.pruning.maybePrune(this.attempts, (entry) => entry.firstFailure + this.lockSeconds * 1000 <= now);
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

// A fixed-window counter per key, like Frappe's @rate_limit decorator (frappe/rate_limiter.py): the first
// call opens a window of `seconds`; calls beyond `limit` inside it raise RateLimitExceededError.

import { FrappeError } from './errors';
import { PruneSchedule } from './prune-schedule';

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly pruning = new PruneSchedule();

  constructor(private readonly now: () => number = Date.now) {}

  /** Keys tracked now (open windows, and closed ones not yet swept). */
  get size(): number {
    return this.windows.size;
  }

  hit(key: string, limit: number, seconds: number): void {
    const now = this.now();
    this.pruning.maybePrune(this.windows, (window) => window.resetAt <= now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + seconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (w.count > limit) {
      throw new FrappeError(
        'RateLimitExceededError',
        'You hit the rate limit because of too many requests. Please try after sometime.',
      );
    }
  }
}

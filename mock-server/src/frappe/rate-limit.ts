// A fixed-window counter per key, like Frappe's @rate_limit decorator (frappe/rate_limiter.py): the first
// call opens a window of `seconds`; calls beyond `limit` inside it raise RateLimitExceededError.

import { FrappeError } from './errors';

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, limit: number, seconds: number): void {
    const now = this.now();
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

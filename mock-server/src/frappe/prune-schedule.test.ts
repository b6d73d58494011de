import { LoginAttemptTracker } from './login-tracker';
import { RateLimiter } from './rate-limit';

describe('in-memory counters under a flood of new keys', () => {
  it('the login tracker forgets failures whose interval has passed, and keeps the live ones', () => {
    let now = 0;
    const tracker = new LoginAttemptTracker(3, 60, () => now);
    for (let i = 0; i < 5000; i += 1) tracker.addFailure(`ip:10.0.${i}`);
    expect(tracker.size).toBe(5000);
    now += 61_000;
    for (let i = 0; i < 5000; i += 1) tracker.addFailure(`ip:10.1.${i}`);
    expect(tracker.size).toBeLessThanOrEqual(5000 + 1);
    // A live lock survives the sweeps.
    for (let i = 0; i < 4; i += 1) tracker.addFailure('user:a@x.io');
    for (let i = 0; i < 5000; i += 1) tracker.addFailure(`ip:10.2.${i}`);
    expect(() => tracker.assertAllowed('user:a@x.io')).toThrow(/locked/);
  });

  it('the rate limiter drops closed windows', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 5000; i += 1) limiter.hit(`reset:${i}`, 3, 3600);
    now += 3600_001;
    for (let i = 0; i < 5000; i += 1) limiter.hit(`reset:new-${i}`, 3, 3600);
    expect(limiter.size).toBeLessThanOrEqual(5000 + 1);
  });
});

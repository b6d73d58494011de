// The page's requests still waiting for an answer. Unlike Playwright's 'networkidle' (which waits for a quiet
// half-second and, in Chromium, can miss the moment and never resolve), this asks about requests actually sent.
import { expect, type Page } from '@playwright/test';

export function trackPendingRequests(page: Page) {
  const pending = new Set<object>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    /** Resolves once every request sent so far has been answered (or failed). */
    allAnswered: () => expect.poll(() => pending.size).toBe(0),
  };
}

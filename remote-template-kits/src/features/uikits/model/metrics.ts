// Turning raw counts into what the metric cards say: shares and week-on-week change.

/** `part / whole` as 0..1, or null when `whole` is zero (no share to speak of). */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export interface Trend {
  direction: 'up' | 'down' | 'flat';
  /** The change as a ratio of `previous` (0.25 = 25 %), or null when `previous` is zero. */
  change: number | null;
}

export function trendOf(current: number, previous: number): Trend {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  return { direction, change: previous > 0 ? Math.abs(current - previous) / previous : null };
}

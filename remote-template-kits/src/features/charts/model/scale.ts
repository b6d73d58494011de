// Linear scales and round ticks for the charts this group draws itself (no chart library has them).

/** Maps `domain` onto `range` linearly; a domain of one value maps to the range's middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** The smallest round step (1, 2 or 5 times a power of ten) giving at most about `count` steps from `min` to `max`. */
function tickStep(min: number, max: number, count: number): number {
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** Round ticks covering `min` to `max` (the first at or below min, the last at or above max). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (min === max) return [min];
  const step = tickStep(min, max, count);
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  // Rounded to the step's decimals, so 0.1 + 0.2 reads 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Array.from({ length: last - first + 1 }, (_, index) => Number(((first + index) * step).toFixed(decimals)));
}

import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`; at once when `settlesAtOnce(value)` (an emptied search box
 * should not wait, nor let an older value come back while the next one is being typed).
 */
export function useDebouncedValue<Value>(
  value: Value,
  delayMs: number,
  settlesAtOnce?: (value: Value) => boolean,
): Value {
  const atOnce = settlesAtOnce?.(value) ?? false;
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Nothing to settle (the first render, or a value typed back): no timer, so no render that changes nothing
    // (React renders a component once more before it notices that a state set to its value is unchanged).
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), atOnce ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs, atOnce]);
  return atOnce ? value : settled;
}

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
    const timer = setTimeout(() => setSettled(value), atOnce ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, atOnce]);
  return atOnce ? value : settled;
}

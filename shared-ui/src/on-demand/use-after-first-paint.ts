import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component first rendered with, then true: for a part that may
 * come a frame after the rest. A frame callback runs just before that paint; a task queued from it, just after.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

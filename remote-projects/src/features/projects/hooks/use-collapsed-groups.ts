// Which groups the user has folded away. A folded group reads nothing.
import { useCallback, useState } from 'react';

export function useCollapsedGroups() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (key: string) =>
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  return { isCollapsed: (key: string) => collapsed.has(key), toggle };
}

// The tasks ticked for a bulk change, by name, each as it was when ticked (its `modified` is refreshed from the
// cache when the change is sent).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Task } from 'tessera-contracts';

export interface TaskSelection {
  selected: ReadonlyMap<string, Task>;
  isSelected: (name: string) => boolean;
  toggle: (task: Task) => void;
  /** Ticks or unticks all of `tasks` (a group's "select all"). */
  setMany: (tasks: readonly Task[], on: boolean) => void;
  /** Unticks these (the ones a bulk change went through for). */
  drop: (names: readonly string[]) => void;
  clear: () => void;
}

/** `resetKey`: what the list shows (grouping and filters); a different list starts with nothing ticked. */
export function useTaskSelection(resetKey: string): TaskSelection {
  const [selected, setSelected] = useState<ReadonlyMap<string, Task>>(new Map());
  useEffect(() => setSelected(new Map()), [resetKey]);
  const update = useCallback((change: (next: Map<string, Task>) => void) => {
    setSelected((previous) => {
      const next = new Map(previous);
      change(next);
      return next;
    });
  }, []);
  return useMemo(
    () => ({
      selected,
      isSelected: (name) => selected.has(name),
      toggle: (task) => update((next) => (next.has(task.name) ? next.delete(task.name) : next.set(task.name, task))),
      setMany: (tasks, on) =>
        update((next) => tasks.forEach((task) => (on ? next.set(task.name, task) : next.delete(task.name)))),
      drop: (names) => update((next) => names.forEach((name) => next.delete(name))),
      clear: () => setSelected(new Map()),
    }),
    [selected, update],
  );
}

// The tasks ticked for a bulk change, by name, each as it was when ticked (its `modified` is refreshed from the
// cache when the change is sent).
import { useCallback, useMemo, useState } from 'react';
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

const NOTHING: ReadonlyMap<string, Task> = new Map();

/**
 * `resetKey`: what the list shows (grouping and filters); a different list starts with nothing ticked. The
 * ticks are kept with the key they were made under, so a new key reads as nothing ticked during the same render
 * (no effect that clears them after it, which would draw the whole list a second time).
 */
export function useTaskSelection(resetKey: string): TaskSelection {
  const [ticks, setTicks] = useState<{ key: string; selected: ReadonlyMap<string, Task> }>({
    key: resetKey,
    selected: NOTHING,
  });
  const selected = ticks.key === resetKey ? ticks.selected : NOTHING;
  const update = useCallback(
    (change: (next: Map<string, Task>) => void) => {
      setTicks((previous) => {
        const next = new Map(previous.key === resetKey ? previous.selected : NOTHING);
        change(next);
        return { key: resetKey, selected: next };
      });
    },
    [resetKey],
  );
  return useMemo(
    () => ({
      selected,
      isSelected: (name) => selected.has(name),
      toggle: (task) => update((next) => (next.has(task.name) ? next.delete(task.name) : next.set(task.name, task))),
      setMany: (tasks, on) =>
        update((next) => tasks.forEach((task) => (on ? next.set(task.name, task) : next.delete(task.name)))),
      drop: (names) => update((next) => names.forEach((name) => next.delete(name))),
      clear: () => setTicks({ key: resetKey, selected: NOTHING }),
    }),
    [selected, update, resetKey],
  );
}

import { useCallback, useMemo, useRef } from 'react';
import { SimpleGrid } from 'shared-ui';
import { BoardDndProvider, BoardMoveMenu, locateCard, useMoveMenu } from 'shared-ui/board';
import type { Task } from 'tessera-contracts';
import type { TaskGroup } from '../model/task-groups';
import { BoardGroup } from './BoardGroup';

interface TaskBoardProps {
  groups: readonly TaskGroup[];
  projectLabel: (name: string) => string;
  /** Full names by user id, for the cards' assignees. */
  people: ReadonlyMap<string, string>;
  canEdit: boolean;
  savingNames: ReadonlySet<string>;
  onMove: (task: Task, to: string) => void;
  /** A card to scroll into view once it is in its group (a task just created); then `onRevealed`. */
  reveal: string | null;
  onRevealed: () => void;
}

const nameOf = (task: Task) => task.name;

/**
 * The project's tasks in groups, on the board engine (shared-ui/board): a card moves to another group by drag
 * and drop or by the board's one "Move to…" menu. A group's cards have no order of their own: a move sets the
 * grouped field only.
 */
export function TaskBoard({
  groups,
  projectLabel,
  people,
  canEdit,
  savingNames,
  onMove,
  reveal,
  onRevealed,
}: TaskBoardProps) {
  const byKey = useMemo(() => new Map(groups.map((group) => [group.key, group.tasks])), [groups]);
  // The "No priority" group shows tasks without one; nothing can be moved into it.
  const targets = useMemo(
    () => groups.filter((group) => group.key !== '').map(({ key, label }) => ({ id: key, label })),
    [groups],
  );
  const menu = useMoveMenu({ groups: byKey, idOf: nameOf, targets, ordered: false });
  const open = menu.open;
  const subject = open ? byKey.get(open.place.column)?.[open.place.index]?.subject : undefined;

  // Stable, so that the memoised groups keep their props.
  const latest = useRef(byKey);
  latest.current = byKey;
  const move = useCallback(
    (name: string, to: string) => {
      const place = locateCard(latest.current, name, nameOf);
      const task = place ? latest.current.get(place.column)?.[place.index] : undefined;
      if (task) onMove(task, to);
    },
    [onMove],
  );
  const accepts = useCallback(
    (name: string, to: string) => to !== '' && locateCard(latest.current, name, nameOf)?.column !== to,
    [],
  );

  return (
    <BoardDndProvider>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" alignItems="start" onFocus={menu.onFocus}>
        {groups.map((group) => (
          <BoardGroup
            key={group.key}
            group={group}
            projectLabel={projectLabel}
            people={people}
            canEdit={canEdit}
            savingNames={savingNames}
            menuCard={menu.menuCardIn(group.key)}
            activeCard={menu.activeCardIn(group.key)}
            reveal={reveal}
            onRevealed={onRevealed}
            onOpenMenu={menu.openMenu}
            onDrop={move}
            accepts={accepts}
          />
        ))}
      </SimpleGrid>
      {canEdit && <BoardMoveMenu menu={menu} targets={targets} ordered={false} subject={subject} onMove={move} />}
    </BoardDndProvider>
  );
}

import { memo, useId } from 'react';
import { plural, taskPalette, Badge, BoardStatusBadge, Heading, HStack, Stack, Text } from 'shared-ui';
import { BOARD_SCROLLER_CLASS, BoardCardList, useColumnDrop } from 'shared-ui/board';
import type { Task } from 'tessera-contracts';
import type { TaskGroup } from '../model/task-groups';
import { BoardCard } from './BoardCard';

/** A long group scrolls within itself, so that it draws only the cards in view (shared-ui/board). */
const GROUP_LIST_CSS = { [`& .${BOARD_SCROLLER_CLASS}`]: { maxH: '70vh' } };

const TASK_NOUN = { one: 'task', other: 'tasks' };
const nameOf = (task: Task) => task.name;

interface BoardGroupProps {
  group: TaskGroup;
  projectLabel: (name: string) => string;
  /** Full names by user id, for the cards' assignees. */
  people: ReadonlyMap<string, string>;
  canEdit: boolean;
  savingNames: ReadonlySet<string>;
  /** The card whose "Move to…" menu is open, if it is in this group. */
  menuCard: string | null;
  /** The card the keyboard is on, if it is in this group: it stays drawn however far the group scrolls. */
  activeCard: string | null;
  /** A card to scroll into view once it is among this group's (a task just created); then `onRevealed`. */
  reveal: string | null;
  onRevealed: () => void;
  onOpenMenu: (card: string, button: HTMLElement) => void;
  onDrop: (card: string, group: string) => void;
  accepts: (card: string, group: string) => boolean;
}

/** One priority or status of the project: a place to drop cards, and its cards (only the visible ones drawn). */
export const BoardGroup = memo(function BoardGroup({
  group,
  projectLabel,
  people,
  canEdit,
  savingNames,
  menuCard,
  activeCard,
  reveal,
  onRevealed,
  onOpenMenu,
  onDrop,
  accepts,
}: BoardGroupProps) {
  const headingId = useId();
  const drop = useColumnDrop(group.key, onDrop, accepts);
  const highlighted = drop.isOver;

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      ref={drop.connect}
      gap="3"
      p="3"
      borderWidth="2px"
      borderStyle={highlighted ? 'dashed' : 'solid'}
      borderColor={highlighted ? 'colorPalette.solid' : 'border'}
      colorPalette={taskPalette(group.key)}
      borderRadius="l2"
      bg={highlighted ? 'colorPalette.subtle' : 'bg.subtle'}
      minH="32"
      css={GROUP_LIST_CSS}
    >
      <HStack justify="space-between">
        <Heading as="h2" size="sm" id={headingId}>
          {group.color === undefined ? (
            <Badge colorPalette={taskPalette(group.key)} variant="subtle">
              {group.label}
            </Badge>
          ) : (
            <BoardStatusBadge name={group.label} color={group.color} />
          )}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {plural(group.tasks.length, TASK_NOUN)}
        </Text>
      </HStack>
      {group.tasks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No tasks.
        </Text>
      ) : (
        <BoardCardList
          items={group.tasks}
          idOf={nameOf}
          labelledBy={headingId}
          canDrag={canEdit && ((task) => !savingNames.has(task.name))}
          // A group's cards have no order: a drop lands in the group, not between two cards.
          hover={null}
          pinned={activeCard ?? menuCard}
          reveal={reveal}
          onRevealed={onRevealed}
          renderCard={(task, slot) => (
            <BoardCard
              key={task.name}
              task={task}
              {...slot}
              projectLabel={projectLabel}
              people={people}
              canEdit={canEdit}
              saving={savingNames.has(task.name)}
              menuOpen={menuCard === task.name}
              onOpenMenu={onOpenMenu}
            />
          )}
          empty={null}
        />
      )}
    </Stack>
  );
});

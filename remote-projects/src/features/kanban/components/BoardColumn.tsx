import { memo, useCallback, useId, useState } from 'react';
import { Circle, Flex, formatCount, Heading, Stack, Text } from 'shared-ui';
import { BoardCardList, useColumnDrop } from 'shared-ui/board';
import type { Project, Task } from 'tessera-contracts';
import type { BoardColumn as Column } from '../model/board-columns';
import { CARD_LIST_CSS } from './card-list-styles';
import { QuickAddTask } from '@projects/workspace/QuickAddTask';
import { QUICK_ADD_OPENER_CSS } from '@projects/workspace/quick-add-opener-css';
import { TaskCard } from './TaskCard';

export interface ProjectLook {
  label: string;
  color: string | null;
}

interface BoardColumnProps {
  column: Column;
  /** The column's cards as shown (filters applied), in order. */
  tasks: readonly Task[];
  projectLooks: ReadonlyMap<string, ProjectLook>;
  /** Full names by user id, for the cards' assignees. */
  people: ReadonlyMap<string, string>;
  canWrite: boolean;
  /** Whether filters hide some cards (an empty column then says none match). */
  narrowed: boolean;
  quickAddProjects: readonly Project[];
  onDrop: (card: string, column: string, index: number) => void;
  /** The card whose Move menu is open, if it is in this column. */
  menuCard: string | null;
  /** The card the keyboard is on, if it is in this column: it stays drawn however far the column scrolls. */
  activeCard: string | null;
  onOpenMenu: (card: string, button: HTMLElement) => void;
  /** Resolves with the new task's name. */
  onQuickAdd: (column: Column, subject: string, project: string | null) => Promise<string>;
}

const nameOf = (task: Task) => task.name;

export const BoardColumn = memo(function BoardColumn({
  column,
  tasks,
  projectLooks,
  people,
  canWrite,
  narrowed,
  quickAddProjects,
  onDrop,
  menuCard,
  activeCard,
  onOpenMenu,
  onQuickAdd,
}: BoardColumnProps) {
  const drop = useColumnDrop(column.id, onDrop);
  // A task added at the end of the column is scrolled into view once it is among the column's cards.
  const [added, setAdded] = useState<string | null>(null);
  const revealed = useCallback(() => setAdded(null), []);
  const headingId = useId();

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      flex="0 0 auto"
      w={{ base: '72', md: '80' }}
      maxH={{ base: '75vh', md: 'calc(100vh - 16rem)' }}
      minH="48"
      bg={drop.isOver ? 'colorPalette.subtle' : 'bg.muted'}
      colorPalette="brand"
      borderRadius="l3"
      p="3"
      gap="3"
      css={[QUICK_ADD_OPENER_CSS, CARD_LIST_CSS]}
    >
      <Flex align="center" gap="2">
        <Circle
          size="2.5"
          flexShrink={0}
          bg={column.color ? undefined : `${column.palette ?? 'gray'}.solid`}
          style={column.color ? { background: column.color } : undefined}
          aria-hidden="true"
        />
        <Heading as="h2" id={headingId} textStyle="sm" fontWeight="semibold" truncate>
          {column.label}
        </Heading>
        <Text as="span" textStyle="xs" color="fg.muted" ms="auto" aria-label={`${tasks.length} tasks`}>
          {formatCount(tasks.length)}
        </Text>
      </Flex>
      <BoardCardList
        items={tasks}
        idOf={nameOf}
        labelledBy={headingId}
        canDrag={canWrite}
        hover={drop.hover}
        pinned={activeCard ?? menuCard}
        reveal={added}
        onRevealed={revealed}
        scrollerRef={drop.connect}
        renderCard={(task, slot) => {
          const look = task.project ? projectLooks.get(task.project) : undefined;
          return (
            <TaskCard
              key={task.name}
              task={task}
              {...slot}
              projectLabel={look?.label ?? task.project ?? null}
              stripe={task.color || look?.color || null}
              people={people}
              canWrite={canWrite}
              menuOpen={menuCard === task.name}
              onOpenMenu={onOpenMenu}
            />
          );
        }}
        empty={
          <Text as="li" listStyleType="none" textStyle="sm" color="fg.muted" textAlign="center" py="4">
            {narrowed ? 'No matching tasks' : 'No tasks'}
          </Text>
        }
      />
      {canWrite && (
        <QuickAddTask
          groupLabel={column.label}
          projects={quickAddProjects}
          narrow
          onAdd={async (subject, project) => setAdded(await onQuickAdd(column, subject, project))}
        />
      )}
    </Stack>
  );
});

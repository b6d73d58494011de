import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Box, Circle, Flex, formatCount, Heading, Stack, Text } from 'shared-ui';
import type { Project, Task } from 'tessera-contracts';
import type { BoardColumn as Column } from '../api/board-columns';
import { useColumnDrop, type DropHover } from '../hooks/use-board-dnd';
import { useCardWindow } from '../hooks/use-card-window';
import { CARD_LIST_CSS } from './card-list-styles';
import { QuickAddTask } from '../../../workspace/QuickAddTask';
import { QUICK_ADD_OPENER_CSS } from '../../../workspace/quick-add-opener-css';
import { TaskCard, type DropMark } from './TaskCard';

export interface ProjectLook {
  label: string;
  color: string | null;
}

interface BoardColumnProps {
  column: Column;
  /** The column's cards as shown (filters applied), in order. */
  tasks: readonly Task[];
  projectLooks: ReadonlyMap<string, ProjectLook>;
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

/** Which card shows the drop line, and on which side: before the card the dropped one would precede. */
function dropMarkOf(tasks: readonly Task[], hover: DropHover | null): { card: string; mark: DropMark } | null {
  if (!hover) return null;
  let seen = 0;
  let lastOther: string | null = null;
  for (const task of tasks) {
    if (task.name === hover.card) continue;
    if (seen === hover.index) return { card: task.name, mark: 'before' };
    lastOther = task.name;
    seen += 1;
  }
  return lastOther === null ? null : { card: lastOther, mark: 'after' };
}

export const BoardColumn = memo(function BoardColumn({
  column,
  tasks,
  projectLooks,
  canWrite,
  narrowed,
  quickAddProjects,
  onDrop,
  menuCard,
  activeCard,
  onOpenMenu,
  onQuickAdd,
}: BoardColumnProps) {
  const dropHere = useCallback((card: string, index: number) => onDrop(card, column.id, index), [onDrop, column.id]);
  const { setList, isOver, hover } = useColumnDrop(dropHere);
  const scrollRef = useRef<HTMLElement | null>(null);
  const setScroller = useCallback(
    (node: HTMLElement | null) => {
      scrollRef.current = node;
      setList(node);
    },
    [setList],
  );
  // A task added at the end of the column is scrolled into view once it is among the column's cards.
  const [added, setAdded] = useState<string | null>(null);
  const cardWindow = useCardWindow(tasks, scrollRef, activeCard ?? menuCard ?? added);
  const { scrollToIndex } = cardWindow;
  useEffect(() => {
    if (added === null) return;
    const index = tasks.findIndex((task) => task.name === added);
    if (index < 0) return;
    scrollToIndex(index);
    setAdded(null);
  }, [added, tasks, scrollToIndex]);
  const headingId = useId();
  const dropAt = dropMarkOf(tasks, hover);

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      flex="0 0 auto"
      w={{ base: '72', md: '80' }}
      maxH={{ base: '75vh', md: 'calc(100vh - 16rem)' }}
      minH="48"
      bg={isOver ? 'colorPalette.subtle' : 'bg.muted'}
      colorPalette="brand"
      borderRadius="l3"
      p="3"
      gap="3"
      css={QUICK_ADD_OPENER_CSS}
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
      <Box ref={setScroller} flex="1" minH="16" overflowY="auto" pe="1">
        <Box
          as="ul"
          aria-labelledby={headingId}
          data-drop-empty={dropAt === null && hover ? '' : undefined}
          // The list is as tall as all its cards, so the column scrolls as if every card were drawn.
          style={{ height: tasks.length > 0 ? cardWindow.totalSize : undefined }}
          css={CARD_LIST_CSS}
        >
          {cardWindow.items.map((item) => {
            const task = tasks[item.index];
            if (!task) return null;
            const look = task.project ? projectLooks.get(task.project) : undefined;
            return (
              <TaskCard
                key={task.name}
                task={task}
                index={item.index}
                count={tasks.length}
                offset={item.start}
                measure={cardWindow.measure}
                projectLabel={look?.label ?? task.project ?? null}
                stripe={task.color || look?.color || null}
                canWrite={canWrite}
                menuOpen={menuCard === task.name}
                dropMark={dropAt?.card === task.name ? dropAt.mark : null}
                onOpenMenu={onOpenMenu}
              />
            );
          })}
          {tasks.length === 0 && (
            <Text as="li" listStyleType="none" textStyle="sm" color="fg.muted" textAlign="center" py="4">
              {narrowed ? 'No matching tasks' : 'No tasks'}
            </Text>
          )}
        </Box>
      </Box>
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

import { Fragment, memo, useCallback, useId } from 'react';
import { Box, Circle, Flex, formatCount, Heading, Stack, Text } from 'shared-ui';
import type { Project, Task } from 'tessera-contracts';
import type { BoardColumn as Column } from '../api/board-columns';
import { useColumnDrop } from '../hooks/use-board-dnd';
import { CARD_LIST_CSS } from './card-list-styles';
import { QuickAddForm } from './QuickAddForm';
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
  canWrite: boolean;
  /** Whether filters hide some cards (an empty column then says none match). */
  narrowed: boolean;
  quickAddProjects: readonly Project[];
  onDrop: (card: string, column: string, index: number) => void;
  /** The card whose Move menu is open, if any. */
  menuCard: string | null;
  onOpenMenu: (card: string, button: HTMLElement) => void;
  onQuickAdd: (column: Column, subject: string, project: string | null) => Promise<void>;
}

function DropLine() {
  return <Box as="li" aria-hidden="true" listStyleType="none" h="1" borderRadius="full" bg="colorPalette.solid" />;
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
  onOpenMenu,
  onQuickAdd,
}: BoardColumnProps) {
  const dropHere = useCallback((card: string, index: number) => onDrop(card, column.id, index), [onDrop, column.id]);
  const { setList, isOver, hoverIndex } = useColumnDrop(dropHere);
  const headingId = useId();
  // The drop line sits before the card that would follow the dropped one (index counts the other cards).
  let lineBefore: string | null = null;
  if (hoverIndex !== null) {
    let seen = 0;
    lineBefore = '';
    for (const task of tasks) {
      if (seen === hoverIndex) {
        lineBefore = task.name;
        break;
      }
      seen += 1;
    }
  }

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
      <Stack
        as="ul"
        ref={setList}
        gap="2"
        flex="1"
        minH="16"
        overflowY="auto"
        ps="0"
        pe="1"
        aria-labelledby={headingId}
        css={CARD_LIST_CSS}
      >
        {tasks.map((task) => {
          const look = task.project ? projectLooks.get(task.project) : undefined;
          return (
            <Fragment key={task.name}>
              {lineBefore === task.name && <DropLine />}
              <TaskCard
                task={task}
                projectLabel={look?.label ?? task.project ?? null}
                stripe={task.color || look?.color || null}
                canWrite={canWrite}
                menuOpen={menuCard === task.name}
                onOpenMenu={onOpenMenu}
              />
            </Fragment>
          );
        })}
        {lineBefore === '' && <DropLine />}
        {tasks.length === 0 && (
          <Text as="li" listStyleType="none" textStyle="sm" color="fg.muted" textAlign="center" py="4">
            {narrowed ? 'No matching tasks' : 'No tasks'}
          </Text>
        )}
      </Stack>
      {canWrite && (
        <QuickAddForm
          columnLabel={column.label}
          projects={quickAddProjects}
          onAdd={(subject, project) => onQuickAdd(column, subject, project)}
        />
      )}
    </Stack>
  );
});

import { Box, Flex } from 'shared-ui';
import { BoardDndProvider, BoardMoveMenu, useMoveMenu } from 'shared-ui/board';
import type { Project, Task } from 'tessera-contracts';
import type { BoardColumn as Column } from '../model/board-columns';
import { BoardColumn, type ProjectLook } from './BoardColumn';

interface KanbanBoardProps {
  label: string;
  columns: readonly Column[];
  /** Each column's cards as shown, in order. */
  groups: ReadonlyMap<string, readonly Task[]>;
  projectLooks: ReadonlyMap<string, ProjectLook>;
  /** Full names by user id, for the cards' assignees. */
  people: ReadonlyMap<string, string>;
  canWrite: boolean;
  narrowed: boolean;
  quickAddProjects: readonly Project[];
  /** Move `card` into `column` so it lands at `index` among the column's other cards. */
  onMove: (card: string, column: string, index: number) => void;
  /** Resolves with the new task's name. */
  onQuickAdd: (column: Column, subject: string, project: string | null) => Promise<string>;
}

const EMPTY: readonly Task[] = [];
const nameOf = (task: Task) => task.name;

/**
 * The columns side by side in a scroll area of their own (a phone shows one or two at a time), in the board
 * engine's drag and drop context, with its one Move menu for every card (shared-ui/board).
 */
export function KanbanBoard(props: KanbanBoardProps) {
  const { columns, groups, canWrite, onMove } = props;
  const menu = useMoveMenu({ groups, idOf: nameOf, targets: columns, ordered: true });
  const open = menu.open;
  const subject = open ? groups.get(open.place.column)?.[open.place.index]?.subject : undefined;

  return (
    <BoardDndProvider>
      <Box
        role="region"
        aria-label={props.label}
        tabIndex={0}
        overflowX="auto"
        pb="3"
        borderRadius="l3"
        onFocus={menu.onFocus}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Flex gap="4" align="flex-start" w="max-content">
          {columns.map((column) => (
            <BoardColumn
              key={column.id}
              column={column}
              tasks={groups.get(column.id) ?? EMPTY}
              projectLooks={props.projectLooks}
              people={props.people}
              canWrite={canWrite}
              narrowed={props.narrowed}
              quickAddProjects={props.quickAddProjects}
              onDrop={onMove}
              menuCard={menu.menuCardIn(column.id)}
              activeCard={menu.activeCardIn(column.id)}
              onOpenMenu={menu.openMenu}
              onQuickAdd={props.onQuickAdd}
            />
          ))}
        </Flex>
      </Box>
      {canWrite && <BoardMoveMenu menu={menu} targets={columns} ordered subject={subject} onMove={onMove} />}
    </BoardDndProvider>
  );
}

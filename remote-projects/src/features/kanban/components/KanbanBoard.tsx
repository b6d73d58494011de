import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Box, Flex, Menu, Portal } from 'shared-ui';
import type { Project, Task } from 'tessera-contracts';
import type { BoardColumn as Column } from '../api/board-columns';
import { BoardColumn, type ProjectLook } from './BoardColumn';
import { columnOfMenuValue, firstMenuValue, MOVE_DOWN, MOVE_UP, MoveMenuItems } from './MoveMenuItems';

interface KanbanBoardProps {
  label: string;
  columns: readonly Column[];
  /** Each column's cards as shown, in order. */
  groups: ReadonlyMap<string, readonly Task[]>;
  projectLooks: ReadonlyMap<string, ProjectLook>;
  canWrite: boolean;
  narrowed: boolean;
  quickAddProjects: readonly Project[];
  /** Move `card` into `column` so it lands at `index` among the column's other cards. */
  onMove: (card: string, column: string, index: number) => void;
  /** Resolves with the new task's name. */
  onQuickAdd: (column: Column, subject: string, project: string | null) => Promise<string>;
}

interface MenuAnchor {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface OpenMenu {
  card: string;
  /** The card's Move button as it was when the menu opened: the menu opens below it (above without room). */
  anchor: MenuAnchor;
}

const EMPTY: readonly Task[] = [];

/** Where a card is: its column and its place in it. */
function locate(groups: ReadonlyMap<string, readonly Task[]>, name: string) {
  for (const [column, tasks] of groups) {
    const index = tasks.findIndex((task) => task.name === name);
    if (index >= 0) return { column, index, count: tasks.length };
  }
  return null;
}

/** Puts the keyboard back on a card's Move button once the menu is gone, unless the user went elsewhere. */
function refocusMoveButton(card: string) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[role="menu"]')) return;
    for (const node of document.querySelectorAll<HTMLElement>('[data-card-name]')) {
      if (node.dataset.cardName === card) node.querySelector<HTMLElement>('[data-part="move"]')?.focus();
    }
  });
}

/**
 * The columns side by side in a scroll area of their own (a phone shows one or two at a time), one drag and
 * drop context, and one Move menu for every card, opened at the card's button: a menu per card (or cards
 * subscribed to one menu's state) would redraw 2,000 cards on every key press in it. The open menu's card and
 * the card the keyboard is on are passed to their own column only, so that only it redraws.
 */
export function KanbanBoard(props: KanbanBoardProps) {
  const { columns, groups, canWrite, onMove } = props;
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [activeCard, setActiveCard] = useState<string | null>(null);
  const place = menu ? locate(groups, menu.card) : null;
  const activeColumn = activeCard ? locate(groups, activeCard)?.column : undefined;
  const subject = menu ? groups.get(place?.column ?? '')?.[place?.index ?? -1]?.subject : undefined;

  // Stable, so that the memoised cards keep their props when the board's data changes.
  const latest = useRef<{ groups: typeof groups; columns: typeof columns; menuAnchor: MenuAnchor | null }>({
    groups,
    columns,
    menuAnchor: null,
  });
  latest.current = { groups, columns, menuAnchor: menu?.anchor ?? null };
  const openMenu = useCallback((card: string, button: HTMLElement) => {
    const box = button.getBoundingClientRect();
    const at = locate(latest.current.groups, card);
    const anchor = { x: box.left, y: box.top, width: box.width, height: box.height };
    // Read by the menu's positioning as it opens, before this render has reached `latest`.
    latest.current.menuAnchor = anchor;
    setMenu({ card, anchor });
    setActiveCard(card);
    setHighlighted(at ? firstMenuValue(latest.current.columns, at) : null);
  }, []);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const card = event.target.closest<HTMLElement>('[data-card-name]')?.dataset.cardName;
    if (card) setActiveCard(card);
  };

  const close = () => {
    if (menu) refocusMoveButton(menu.card);
    setMenu(null);
  };

  const select = (value: string) => {
    if (!menu || !place) return;
    if (value === MOVE_UP) onMove(menu.card, place.column, place.index - 1);
    else if (value === MOVE_DOWN) onMove(menu.card, place.column, place.index + 1);
    else {
      const column = columnOfMenuValue(value);
      if (column) onMove(menu.card, column, Number.POSITIVE_INFINITY);
    }
  };

  return (
    <DndProvider backend={HTML5Backend}>
      <Box
        role="region"
        aria-label={props.label}
        tabIndex={0}
        overflowX="auto"
        pb="3"
        borderRadius="l3"
        onFocus={onFocus}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Flex gap="4" align="flex-start" w="max-content">
          {columns.map((column) => (
            <BoardColumn
              key={column.id}
              column={column}
              tasks={groups.get(column.id) ?? EMPTY}
              projectLooks={props.projectLooks}
              canWrite={canWrite}
              narrowed={props.narrowed}
              quickAddProjects={props.quickAddProjects}
              onDrop={onMove}
              menuCard={place?.column === column.id ? (menu?.card ?? null) : null}
              activeCard={activeColumn === column.id ? activeCard : null}
              onOpenMenu={openMenu}
              onQuickAdd={props.onQuickAdd}
            />
          ))}
        </Flex>
      </Box>
      {canWrite && (
        <Menu.Root
          lazyMount
          unmountOnExit
          open={menu !== null && place !== null}
          // Zag's menu places itself by a trigger, and this one has none: the card's button is the anchor, given
          // as its rectangle (the `anchorPoint` prop is only read by a context menu's own trigger).
          positioning={{ placement: 'bottom', getAnchorRect: () => latest.current.menuAnchor }}
          highlightedValue={highlighted}
          onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
          onOpenChange={(details) => {
            if (!details.open) close();
          }}
          onSelect={(details) => select(details.value)}
        >
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48" aria-label={subject ? `Move "${subject}"` : 'Move'}>
                {place && <MoveMenuItems columns={columns} {...place} />}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </DndProvider>
  );
}

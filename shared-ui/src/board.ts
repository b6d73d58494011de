// The one board engine, as its own federation singleton ('shared-ui/board'): the pure move planner and drop
// index, the drag and drop context, a column that draws only its visible cards, the one Move menu and the live
// region. The kanban, the task manager's board and the scrum board are roots over it, each keeping its cards'
// look and its writes. Only the boards load it (with react-dnd and the virtualiser), never the first screens.
export { BoardDndProvider } from './board/BoardDndProvider';
export { useColumnDrop, type ColumnDrop, type DropHover } from './board/use-board-dnd';
export { dropIndex, drawnCards, dropMarkOf, type DrawnCard, type DropMark } from './board/drop-index';
export {
  planMove,
  stepTarget,
  toColumnEnd,
  locateCard,
  type CardKeys,
  type CardPlace,
  type MoveStep,
  type MoveTarget,
  type RankedMove,
} from './board/move-plan';
export { useColumnDrag, useColumnPlaceDrop } from './board/use-column-reorder';
export { useCardWindow, CARD_GAP_PX } from './board/use-card-window';
export { BoardCardList, cardAttributes, type DrawnCardSlot } from './board/BoardCardList';
export { BOARD_LIST_CLASS, BOARD_SCROLLER_CLASS } from './board/board-list-styles';
export { useMoveMenu, type MoveMenuState } from './board/use-move-menu';
export { BoardMoveMenu } from './board/BoardMoveMenu';
export type { MoveTargetColumn } from './board/MoveMenuItems';
export { refocusMoveButton, useFollowMovedCard } from './board/card-focus';
export { BoardLiveRegion, useAnnouncer } from './board/BoardLiveRegion';

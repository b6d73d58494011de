// What is dragged on a board (react-dnd item types and payloads).
export const DRAG = { card: 'scrum-card', column: 'scrum-column' } as const;

export interface CardDragItem {
  cardId: number;
}

export interface ColumnDragItem {
  columnId: number;
}

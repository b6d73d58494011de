// Where a dragged card would land in a column: the number of the column's other cards above the pointer.

/** How many of the cards, given by the vertical midpoints of their boxes, lie above `y`. */
export function dropIndex(midpoints: readonly number[], y: number): number {
  let index = 0;
  for (const midpoint of midpoints) if (midpoint < y) index += 1;
  return index;
}

/** The cards of a column list as drawn, without the one being dragged. */
export function cardMidpoints(list: HTMLElement | null, dragged: string): number[] {
  if (!list) return [];
  const midpoints: number[] = [];
  for (const card of list.querySelectorAll<HTMLElement>('[data-card-name]')) {
    if (card.dataset.cardName === dragged) continue;
    const box = card.getBoundingClientRect();
    midpoints.push(box.top + box.height / 2);
  }
  return midpoints;
}

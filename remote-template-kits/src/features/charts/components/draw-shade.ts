// How dark a cell is for its count, in the charts that show density (calendars, hexbins): the palest counted cell
// still shows against the card, the fullest is the colour itself; an empty cell is drawn in the grid's colour.
export const MIN_OPACITY = 0.15;

export const shadeOf = (count: number, max: number) => MIN_OPACITY + (1 - MIN_OPACITY) * (count / Math.max(1, max));

/** The legend's steps, palest to fullest. */
export const SHADE_STEPS = [0.25, 0.5, 0.75, 1].map((share) => MIN_OPACITY + (1 - MIN_OPACITY) * share);

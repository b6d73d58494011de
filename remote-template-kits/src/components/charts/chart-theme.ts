// The charts' axes, grid, labels and tooltip in the theme's colours, so they follow light and dark mode.
import type { CSSProperties } from 'react';
import { colorVar } from 'shared-ui';

export const CHART_TEXT = colorVar('fg.muted');
export const CHART_LABEL = colorVar('fg');
export const CHART_GRID = colorVar('border');
export const CHART_SURFACE = colorVar('bg.panel');

export const CHART_TOOLTIP_STYLE: CSSProperties = {
  background: CHART_SURFACE,
  borderColor: CHART_GRID,
  color: CHART_LABEL,
};

// Series without a colour of their own (departments, sample series) take these in turn: each palette's solid
// shade, which follows the colour mode.
const SERIES_PALETTES = ['blue', 'teal', 'orange', 'purple', 'pink', 'green', 'yellow', 'cyan', 'red'] as const;

export function seriesColor(index: number): string {
  return colorVar(`${SERIES_PALETTES[index % SERIES_PALETTES.length]}.solid`);
}

/**
 * Text drawn over a mark of any colour (a treemap tile, a funnel stage): the text colour, haloed in the surface's,
 * so it reads on light and dark fills alike.
 */
export const ON_MARK_TEXT = {
  fill: CHART_LABEL,
  stroke: CHART_SURFACE,
  strokeWidth: 3,
  paintOrder: 'stroke',
  fontSize: 12,
  fontWeight: 600,
} as const;

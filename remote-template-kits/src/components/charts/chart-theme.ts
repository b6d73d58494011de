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

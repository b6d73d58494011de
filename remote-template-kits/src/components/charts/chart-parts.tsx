// What every chart shares: its surface named for screen readers, its tooltip and legend in the theme's colours,
// its axes' ticks, its width taken from its card, and its drawing mirrored in a right-to-left page.
import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { Box, useLayoutSettings } from 'shared-ui';
import { CHART_GRID, CHART_LABEL, CHART_TEXT, CHART_TOOLTIP_STYLE } from './chart-theme';

/** The SVG as one image named by the chart's title and described by its data (the table has the detail). */
export function surfaceProps(title: string, description: string) {
  return { role: 'img', title, desc: description, accessibilityLayer: false } as const;
}

export function tooltipProps(formatValue: (value: number) => string) {
  return {
    formatter: (value: unknown) => formatValue(Number(value)),
    contentStyle: CHART_TOOLTIP_STYLE,
    itemStyle: { color: CHART_LABEL },
    labelStyle: { color: CHART_LABEL, fontWeight: 600 },
  };
}

/** Legend text in the text colour (a series' own colour would fail contrast), its mark in the series colour. */
export const LEGEND_PROPS = {
  verticalAlign: 'bottom',
  // In the series' own order (Recharts sorts by name by default).
  itemSorter: () => 0,
  formatter: (value: unknown) => <span style={{ color: CHART_LABEL }}>{String(value)}</span>,
} as const;

export const TICK = { fill: CHART_TEXT, fontSize: 12 };

/** The dashed grid behind a chart's marks. */
export const GRID_PROPS = { strokeDasharray: '3 3', stroke: CHART_GRID } as const;

/** A tooltip's cursor on a category: a faint band across it. */
export const BAND_CURSOR = { fill: CHART_GRID, fillOpacity: 0.3 } as const;

/**
 * Whether the page reads right to left, where a chart is drawn mirrored: its category axis on the right, its
 * values growing leftwards, its first category rightmost.
 */
export function useMirroredChart(): boolean {
  return useLayoutSettings().dir === 'rtl';
}

/** A chart's margins, its wider side where its axis labels are. */
export function chartMargin(mirrored: boolean, wide: number, narrow: number) {
  return { top: 8, bottom: 4, left: mirrored ? wide : narrow, right: mirrored ? narrow : wide };
}

/**
 * The chart at the card's width: it never pushes the page wider, down to a phone's. Its SVG is laid out left to
 * right as Recharts computes it: under a page's inherited right-to-left, a label anchored at its "end" would run
 * from its axis over the bars; a mirrored chart is drawn mirrored instead (useMirroredChart). Its legend and
 * tooltip, HTML, keep the page's direction.
 */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Box css={SVG_LEFT_TO_RIGHT}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
        {children}
      </ResponsiveContainer>
    </Box>
  );
}

const SVG_LEFT_TO_RIGHT = { '& .recharts-surface': { direction: 'ltr' } } as const;

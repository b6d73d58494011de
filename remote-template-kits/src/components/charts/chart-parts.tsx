// What every chart shares: its surface named for screen readers, its tooltip and legend in the theme's colours,
// its axes' ticks, and its width taken from its card.
import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { CHART_LABEL, CHART_TEXT, CHART_TOOLTIP_STYLE } from './chart-theme';

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

/** The chart at the card's width: it never pushes the page wider, down to a phone's. */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
      {children}
    </ResponsiveContainer>
  );
}

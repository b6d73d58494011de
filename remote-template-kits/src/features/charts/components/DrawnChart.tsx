// The frame of the charts this group draws itself as SVG (calendars, sunbursts, parallel coordinates, hexbins):
// the SVG at its card's width, named and described as one image like the library's charts, and a tooltip for
// the mark under the pointer or, from the keyboard, the mark the arrow keys reach.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box } from 'shared-ui';
import { CHART_LABEL, CHART_TOOLTIP_STYLE } from '@kits/components/charts/chart-theme';

export interface DrawnMark {
  key: string;
  /** The mark itself (SVG paths). */
  shape: ReactNode;
  /** What its tooltip says. */
  tip: string;
  /** Where its tooltip points, in the SVG's pixels. */
  x: number;
  y: number;
}

export interface Drawing {
  /** The height it takes at this width, where it differs from the frame's. */
  height?: number;
  /** Drawn under the marks: axes, grid, labels. */
  under?: ReactNode;
  marks: readonly DrawnMark[];
  /** What the colours or shades stand for, under the chart. */
  legend?: ReactNode;
}

interface DrawnChartProps {
  title: string;
  /** The data in one sentence (the card's table has the detail). */
  description: string;
  height: number;
  /** The chart laid out for a width. */
  draw: (width: number) => Drawing;
}

// The width drawn before the card is measured (as the library's charts do).
const INITIAL_WIDTH_PX = 480;
// Half the tooltip's widest (16rem), so it stays within the card.
const TIP_HALF_WIDTH_PX = 128;
const STEP_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(INITIAL_WIDTH_PX);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = element.getBoundingClientRect().width;
    if (measured > 0) setWidth(measured);
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function DrawnChart({ title, description, height, draw }: DrawnChartProps) {
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const { under, marks, legend, height: drawnHeight = height } = draw(width);
  const shown = active === null ? undefined : marks[active];
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP_KEYS[event.key];
    if (!step || marks.length === 0) return;
    event.preventDefault();
    setActive(step(active ?? -1, marks.length));
  };
  return (
    <Box ref={ref} position="relative" css={ACTIVE_MARK}>
      <svg
        className="drawn-chart"
        role="img"
        width={width}
        height={drawnHeight}
        viewBox={`0 0 ${width} ${drawnHeight}`}
        // Drawn left to right as laid out; a mirrored chart lays itself out mirrored.
        direction="ltr"
        tabIndex={marks.length > 0 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? 0)}
        onBlur={() => setActive(null)}
        onMouseLeave={() => setActive(null)}
      >
        <title>{title}</title>
        <desc>{description}</desc>
        {under}
        {marks.map((mark, index) => (
          <g
            key={mark.key}
            className="drawn-chart-mark"
            data-active={index === active ? '' : undefined}
            onMouseEnter={() => setActive(index)}
          >
            {mark.shape}
          </g>
        ))}
      </svg>
      <Box aria-live="polite" role="status">
        {shown && (
          <Box
            className="drawn-chart-tooltip"
            position="absolute"
            pointerEvents="none"
            left={`${Math.min(Math.max(shown.x, TIP_HALF_WIDTH_PX), width - TIP_HALF_WIDTH_PX)}px`}
            top={`${shown.y}px`}
            transform="translate(-50%, calc(-100% - 8px))"
            borderWidth="1px"
            borderRadius="l2"
            px="2"
            py="1"
            fontSize="sm"
            maxW="16rem"
            style={CHART_TOOLTIP_STYLE}
          >
            {shown.tip}
          </Box>
        )}
      </Box>
      {legend}
    </Box>
  );
}

// The mark pointed at or reached from the keyboard: a cell or an arc outlined, a line thicker.
const ACTIVE_MARK = {
  '& .drawn-chart-mark[data-active] :is(.drawn-chart-cell, .drawn-chart-arc)': { stroke: CHART_LABEL, strokeWidth: 2 },
  '& .drawn-chart-mark[data-active] .drawn-chart-line': { strokeWidth: 4 },
  '& svg:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
} as const;

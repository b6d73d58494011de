import { Box } from 'shared-ui';

interface SparklineProps {
  values: readonly number[];
  /** What the line shows, read out instead of the drawing. */
  label: string;
  color?: string;
}

const WIDTH = 120;
const HEIGHT = 36;

/** A small trend line without axes: enough to see which way a figure goes. */
export function Sparkline({ values, label, color = 'colorPalette.solid' }: SparklineProps) {
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const points = values
    .map((value, index) => {
      const x = (index / Math.max(values.length - 1, 1)) * WIDTH;
      const y = HEIGHT - 2 - ((value - low) / span) * (HEIGHT - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <Box asChild color={color} w="full" h="9">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
    </Box>
  );
}

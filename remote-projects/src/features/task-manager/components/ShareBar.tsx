import { formatPercent, HStack, Progress } from 'shared-ui';

interface ShareBarProps {
  /** 0..1 */
  ratio: number;
  /** Says what the share is of ("Completed", "Share of all tasks"). */
  label: string;
  /** Shown beside the label; by default the percentage. */
  valueText?: string;
  size?: 'xs' | 'sm' | 'md';
  colorPalette?: string;
}

/** A labelled progress bar: its label names it for assistive technology, its value is read as a percentage. */
export function ShareBar({ ratio, label, valueText, size = 'sm', colorPalette = 'green' }: ShareBarProps) {
  return (
    <Progress.Root value={Math.round(ratio * 100)} max={100} size={size} colorPalette={colorPalette} w="full">
      <HStack justify="space-between" gap="2" mb="1">
        <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal">
          {label}
        </Progress.Label>
        <Progress.ValueText fontSize="xs">{valueText ?? formatPercent(ratio)}</Progress.ValueText>
      </HStack>
      {/* The track is the progressbar; named by default only by its value, so it gets the label. */}
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

import { HStack, Progress } from 'shared-ui';

interface LabelledProgressProps {
  label: string;
  /** null: indeterminate (work under way, amount unknown). */
  value: number | null;
  colorPalette?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  striped?: boolean;
  animated?: boolean;
  variant?: 'outline' | 'subtle';
}

export function LabelledProgress({ label, value, colorPalette = 'teal', size = 'sm', ...look }: LabelledProgressProps) {
  return (
    <Progress.Root value={value} colorPalette={colorPalette} size={size} {...look}>
      <HStack justify="space-between">
        <Progress.Label>{label}</Progress.Label>
        {value !== null && <Progress.ValueText />}
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

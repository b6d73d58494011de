import { useEffect, useState } from 'react';
import { Button, HStack, Progress, Stack, Text } from 'shared-ui';

const STEP_MS = 300;
const STEP = 10;

/** A determinate bar driven by a (simulated) upload the reader starts; it counts to 100% and can start again. */
export function UploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const running = percent !== null && percent < 100;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setPercent((value) => Math.min(100, (value ?? 0) + STEP)), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [running, percent]);

  return (
    <Stack gap="3">
      <Progress.Root
        value={percent ?? 0}
        colorPalette={percent === 100 ? 'green' : 'teal'}
        striped={running}
        animated={running}
      >
        <HStack justify="space-between">
          <Progress.Label>report-march.pdf</Progress.Label>
          <Progress.ValueText />
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {percent === null ? 'Ready to upload' : percent === 100 ? 'Upload complete' : 'Uploading…'}
        </Text>
        <Button size="sm" variant="outline" disabled={running} onClick={() => setPercent(0)}>
          {percent === 100 ? 'Upload again' : 'Start upload'}
        </Button>
      </HStack>
    </Stack>
  );
}

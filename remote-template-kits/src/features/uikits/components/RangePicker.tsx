import { useState } from 'react';
import { Button, ButtonGroup, Stack, Text } from 'shared-ui';

const RANGES = ['Day', 'Week', 'Month', 'Year'] as const;
type Range = (typeof RANGES)[number];

/** An attached button group where one button is on at a time; the choice shows below. */
export function RangePicker() {
  const [range, setRange] = useState<Range>('Week');
  return (
    <Stack gap="3" align="flex-start">
      <ButtonGroup attached variant="outline" size="sm" role="group" aria-label="Calendar range">
        {RANGES.map((option) => (
          <Button
            key={option}
            aria-pressed={option === range}
            variant={option === range ? 'solid' : 'outline'}
            onClick={() => setRange(option)}
          >
            {option}
          </Button>
        ))}
      </ButtonGroup>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Showing one {range.toLowerCase()} of the calendar.
      </Text>
    </Stack>
  );
}

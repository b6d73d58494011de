import { HStack, Progress, Stack, Text } from 'shared-ui';
import { useLaddaAction, type LaddaJob } from '../hooks/use-ladda-action';
import { LaddaButton, type LaddaLook } from './LaddaButton';

export interface LaddaDemoProps {
  /** Names the demo in tests and in the outcome line. */
  id: string;
  label: string;
  loadingText: string;
  look: LaddaLook;
  job: LaddaJob;
  /** Where the job's progress shows: not at all, as a bar inside the button, or as a labelled bar below it. */
  progressAt?: 'none' | 'inside' | 'below';
  variant?: 'solid' | 'outline' | 'subtle' | 'surface';
}

/** One Ladda button, its job, and the line that announces how the job went. */
export function LaddaDemo({ id, label, loadingText, look, job, progressAt = 'none', variant }: LaddaDemoProps) {
  const action = useLaddaAction(job);
  const percent = Math.round((action.progress ?? 0) * 100);
  return (
    <Stack gap="2" minW="0" data-testid={`ladda-${id}-demo`}>
      <LaddaButton
        look={look}
        busy={action.busy}
        loadingText={loadingText}
        progress={progressAt === 'inside' && action.busy ? (action.progress ?? 0) : null}
        variant={variant}
        alignSelf="start"
        data-testid={`ladda-${id}`}
        onClick={() => void action.run()}
      >
        {label}
      </LaddaButton>
      {progressAt === 'below' && (
        <Progress.Root size="sm" value={percent} aria-label={`${label}: progress`}>
          <HStack gap="3">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText minW="10" textAlign="end">
              {percent}%
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
      )}
      <Text
        role="status"
        textStyle="sm"
        minH="5"
        color={action.outcome && !action.outcome.ok ? 'fg.error' : 'fg.muted'}
        data-testid={`ladda-${id}-outcome`}
      >
        {action.busy ? `${loadingText}…` : (action.outcome?.message ?? '')}
      </Text>
    </Stack>
  );
}

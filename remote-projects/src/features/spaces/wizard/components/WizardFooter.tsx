import { Button, Flex, HStack } from 'shared-ui';
import { FIRST_STEP, LAST_STEP, type WizardStep } from '../model/wizard-steps';

interface WizardFooterProps {
  step: WizardStep;
  busy: boolean;
  saving: boolean;
  onCancel: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}

export function WizardFooter({ step, busy, saving, onCancel, onPrevious, onNext, onFinish }: WizardFooterProps) {
  return (
    <Flex width="full" gap="2" wrap="wrap" justifyContent="space-between">
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={onPrevious} disabled={busy || step === FIRST_STEP}>
          Previous
        </Button>
        <Button variant="outline" onClick={onNext} disabled={busy || step === LAST_STEP}>
          Next
        </Button>
        <Button onClick={onFinish} loading={saving} loadingText="Creating…" disabled={busy}>
          Finish
        </Button>
      </HStack>
    </Flex>
  );
}

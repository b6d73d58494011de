// Inside the dialog: the step list, the current step, what went wrong (with Retry) and the buttons. Finish
// checks the form, then hands the values to the creation hook.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFormikContext } from 'shared-ui/forms';
import { Button, CloseButton, Dialog, InlineAlert, Stack, plural } from 'shared-ui';
import type { CreateWizard } from '../hooks/use-create-wizard';
import type { WizardSteps } from '../hooks/use-wizard-steps';
import { HEX_COLOR } from '../model/wizard-schema';
import { LAST_STEP, type WizardStep } from '../model/wizard-steps';
import { plannedStatuses, type WizardKind, type WizardValues } from '../model/wizard-values';
import { ColorStep } from './ColorStep';
import { NameStep } from './NameStep';
import { StatusStep } from './StatusStep';
import { StepList } from './StepList';
import { SummaryStep } from './SummaryStep';
import { WizardFooter } from './WizardFooter';

interface WizardContentProps {
  kind: WizardKind;
  steps: WizardSteps;
  wizard: CreateWizard;
  nameInputRef: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
  onDone: () => void;
}

export function WizardContent({ kind, steps, wizard, nameInputRef, onCancel, onDone }: WizardContentProps) {
  const formik = useFormikContext<WizardValues>();
  const { values } = formik;
  const { step, goTo } = steps;
  const { phase, progress, notice } = wizard;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusNameNext = useRef(false);
  const shownStep = useRef(step);
  const [visited, setVisited] = useState<ReadonlySet<WizardStep>>(() => new Set([step]));
  if (!visited.has(step)) setVisited(new Set(visited).add(step));

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (focusNameNext.current) {
      focusNameNext.current = false;
      nameInputRef.current?.focus();
    } else headingRef.current?.focus();
  }, [step, nameInputRef]);

  useEffect(() => {
    if (phase === 'created') closeRef.current?.focus();
  }, [phase]);

  function showNameError() {
    if (step === 1) nameInputRef.current?.focus();
    else {
      focusNameNext.current = true;
      goTo(1);
    }
  }

  async function finish() {
    if (phase === 'saving' || phase === 'deleting') return;
    const errors = await formik.validateForm();
    if (errors.name) return showNameError();
    if (errors.color) return goTo(2);
    const result = await wizard.finish(values);
    if (!result.ok && result.nameError) {
      formik.setFieldError('name', result.nameError);
      showNameError();
    }
  }

  const busy = phase === 'saving' || phase === 'deleting';
  const locked = progress.parent !== null;
  const done: Record<WizardStep, boolean> = {
    1: visited.has(1) && values.name.trim() !== '' && !formik.errors.name,
    2: visited.has(2) && HEX_COLOR.test(values.color.trim()),
    3: visited.has(3),
    4: false,
  };
  const statusCount = plannedStatuses(kind, values).length;

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{kind === 'space' ? 'Create a new space' : 'Create a new project'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {phase === 'created' ? (
          <InlineAlert status="success" title="Action completed successfully!">
            The {kind} {progress.label} was created
            {statusCount > 0 ? ` with ${plural(statusCount, { one: 'status', other: 'statuses' })}` : ''}.
          </InlineAlert>
        ) : (
          <Stack gap="5">
            <StepList current={step} done={done} disabled={busy} onSelect={(target) => goTo(target)} />
            {notice && (
              <InlineAlert
                status="error"
                title={notice.title}
                action={
                  notice.retry ? (
                    <Button size="sm" variant="outline" onClick={() => void finish()} disabled={busy}>
                      Retry
                    </Button>
                  ) : undefined
                }
              >
                {notice.message}
              </InlineAlert>
            )}
            {step === 1 && <NameStep kind={kind} headingRef={headingRef} inputRef={nameInputRef} locked={locked} />}
            {step === 2 && <ColorStep kind={kind} headingRef={headingRef} locked={locked} />}
            {step === 3 && <StatusStep kind={kind} headingRef={headingRef} progress={progress} />}
            {step === 4 && <SummaryStep kind={kind} headingRef={headingRef} />}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {phase === 'created' ? (
          <Button ref={closeRef} onClick={onDone}>
            Close
          </Button>
        ) : (
          <WizardFooter
            step={step}
            busy={busy}
            saving={phase === 'saving'}
            onCancel={onCancel}
            onPrevious={() => step > 1 && goTo((step - 1) as WizardStep)}
            onNext={() => step < LAST_STEP && goTo((step + 1) as WizardStep)}
            onFinish={() => void finish()}
          />
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close the dialog" disabled={busy} />
      </Dialog.CloseTrigger>
    </>
  );
}

// The wizard that creates a space, or a project in a space, with its statuses: four steps in a modal, the
// current one in the URL's hash. It owns what happens on closing, since a partly created space must not be
// left behind unannounced.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Formik } from 'shared-ui/forms';
import { Dialog, Portal } from 'shared-ui';
import { KeepOrDeleteDialog } from './components/KeepOrDeleteDialog';
import { WizardContent } from './components/WizardContent';
import { useCreateWizard } from './hooks/use-create-wizard';
import { useWizardSteps } from './hooks/use-wizard-steps';
import { wizardSchema } from './model/wizard-schema';
import { LAST_STEP } from './model/wizard-steps';
import { initialWizardValues, type WizardKind } from './model/wizard-values';

export interface CreateWizardDialogProps {
  kind: WizardKind;
  /** The parent space's document name, for a project. */
  space?: string;
  open: boolean;
  onClose: () => void;
  /** The document name of the created space or project (also when a partly created one is kept). */
  onCreated?: (name: string) => void;
}

export function CreateWizardDialog({ kind, space, open, onClose, onCreated }: CreateWizardDialogProps) {
  const steps = useWizardSteps(open);
  const wizard = useCreateWizard(kind, space);
  const { reset } = wizard;
  const [askingToKeep, setAskingToKeep] = useState(false);
  const nameInputRef = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => wizardSchema(kind), [kind]);
  // Once created, the dialog holds one message and Close: a small centred dialog, not the steps' full panel.
  const created = wizard.phase === 'created';

  useEffect(() => {
    if (open) return;
    reset();
    setAskingToKeep(false);
  }, [open, reset]);

  function requestClose() {
    if (wizard.phase === 'saving' || wizard.phase === 'deleting') return;
    if (wizard.phase === 'created') return closeAfterSuccess();
    if (wizard.progress.parent !== null) return setAskingToKeep(true);
    onClose();
  }

  function closeAfterSuccess() {
    steps.goTo(LAST_STEP, { replace: true });
    closeKeeping();
  }

  function closeKeeping() {
    const created = wizard.progress.parent;
    setAskingToKeep(false);
    if (created !== null) onCreated?.(created);
    onClose();
  }

  async function deleteAndClose() {
    const gone = await wizard.discard();
    setAskingToKeep(false);
    if (gone) onClose();
  }

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) requestClose();
        }}
        size={created ? { base: 'xs', sm: 'md' } : { base: 'full', md: 'xl' }}
        placement={created ? 'center' : undefined}
        initialFocusEl={() => nameInputRef.current}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxWidth={created ? undefined : { md: '800px' }}>
              <Formik
                initialValues={initialWizardValues}
                validationSchema={schema}
                validateOnChange={false}
                validateOnBlur={false}
                onSubmit={() => undefined}
              >
                <WizardContent
                  kind={kind}
                  steps={steps}
                  wizard={wizard}
                  nameInputRef={nameInputRef}
                  onCancel={requestClose}
                  onDone={closeAfterSuccess}
                />
              </Formik>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <KeepOrDeleteDialog
        open={open && askingToKeep}
        kind={kind}
        name={wizard.progress.label}
        deleting={wizard.phase === 'deleting'}
        onKeep={closeKeeping}
        onDelete={() => void deleteAndClose()}
        onBack={() => setAskingToKeep(false)}
      />
    </>
  );
}

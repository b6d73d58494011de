// The wizard's code, and formik with it, loads the first time the wizard opens, not with the spaces tree that
// offers it on every page. Once opened it stays mounted, so its closing (which takes the step off the URL) runs
// as before.
import { useState } from 'react';
import { onDemand } from 'shared-ui';
import type { CreateWizardDialogProps } from './CreateWizardDialog';

const LoadedWizard = onDemand(() => import('./CreateWizardDialog').then((module) => module.CreateWizardDialog));

export function CreateWizardDialogOnDemand(props: CreateWizardDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <LoadedWizard {...props} /> : null;
}

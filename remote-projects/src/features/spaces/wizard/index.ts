export { CreateWizardDialogOnDemand as CreateWizardDialog } from './CreateWizardDialogOnDemand';
export type { CreateWizardDialogProps } from './CreateWizardDialog';
export type { WizardKind } from './model/wizard-values';

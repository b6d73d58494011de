export { CreateWizardDialog, type CreateWizardDialogProps } from './CreateWizardDialog';
export type { WizardKind } from './model/wizard-values';

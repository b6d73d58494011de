// Formik and the formik-bound fields, as their own federation singleton ('shared-ui/forms'): the first screens
// that show no form (the task list, the dashboards) never download formik and its lodash helpers; the sign-in
// page and every dialog with a form load them with their own code. Like 'shared-ui/kits', it is the host's
// build that provides it, beside its 'shared-ui', so the fields share that one Chakra and every form one formik.
export { TextField, TextareaField, SelectField, CheckboxField, type SelectOption } from './forms/formik-fields';
export {
  CheckboxGroupField,
  BooleanGroupField,
  type CheckboxGroupOption,
  type BooleanChoice,
} from './forms/checkbox-group-fields';
export { FormFocus } from './forms/FormFocus';
export { DialogForm, type DialogFormOutcome, type DialogFormProps } from './forms/DialogForm';
export * from './forms/formik';

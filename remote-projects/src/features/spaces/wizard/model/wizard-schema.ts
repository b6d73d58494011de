// What Finish checks before anything is sent; the server's own checks (a name unique among siblings) follow.
import { object, string } from 'yup';
import { NAME_MAX_LENGTH, type WizardKind } from './wizard-values';

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function wizardSchema(kind: WizardKind) {
  return object({
    name: string()
      .trim()
      .required(`Enter a name for your ${kind}.`)
      .max(NAME_MAX_LENGTH, `Keep the name to ${NAME_MAX_LENGTH} characters or fewer.`),
    color: string().trim().required('Choose a color.').matches(HEX_COLOR, 'Enter the color as #rrggbb.'),
  });
}

// The tree's Rename and Change colour dialog: what each mode checks before anything is sent. The server's own
// checks (a name unique among siblings, a change made elsewhere) follow.
import { object, string } from 'yup';
import { HEX_COLOR } from '../wizard/model/wizard-schema';
import { NAME_MAX_LENGTH } from '../wizard/model/wizard-values';

export type EditMode = 'rename' | 'color';

export interface EditItemValues {
  name: string;
  color: string;
}

export function editItemSchema(mode: EditMode) {
  return mode === 'rename'
    ? object({
        name: string()
          .trim()
          .required('Enter a name.')
          .max(NAME_MAX_LENGTH, `Keep the name to ${NAME_MAX_LENGTH} characters or fewer.`),
      })
    : object({
        color: string().trim().required('Choose a color.').matches(HEX_COLOR, 'Enter the color as #rrggbb.'),
      });
}

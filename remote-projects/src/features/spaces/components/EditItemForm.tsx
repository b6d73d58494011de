import { readableError } from 'shared-auth';
import { DialogForm, TextField, type DialogFormOutcome } from 'shared-ui/forms';
import { itemLabel, type TreeItem } from '../api/tree-item';
import { recolor, rename } from '../api/update-tree-item';
import { editItemSchema, type EditItemValues, type EditMode } from '../model/edit-item-form';
import { ColorPickerField } from '../wizard/components/ColorPickerField';
import { DEFAULT_COLOR, NAME_MAX_LENGTH } from '../wizard/model/wizard-values';

export interface EditItemFormProps {
  item: TreeItem;
  mode: EditMode;
  onClose: () => void;
  onSaved: () => void;
}

export function EditItemForm({ item, mode, onClose, onSaved }: EditItemFormProps) {
  const submit = async (values: EditItemValues): Promise<DialogFormOutcome> => {
    try {
      await (mode === 'rename' ? rename(item, values.name.trim()) : recolor(item, values.color.trim()));
    } catch (failure) {
      return { refused: readableError(failure) };
    }
    onSaved();
  };

  return (
    <DialogForm<EditItemValues>
      initialValues={{ name: itemLabel(item), color: item.doc.color ?? DEFAULT_COLOR }}
      validationSchema={editItemSchema(mode)}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Save"
    >
      {({ isSubmitting }) =>
        mode === 'rename' ? (
          <TextField name="name" label="Name" required maxLength={NAME_MAX_LENGTH} />
        ) : (
          <ColorPickerField name="color" label="Colour" disabled={isSubmitting} />
        )
      }
    </DialogForm>
  );
}

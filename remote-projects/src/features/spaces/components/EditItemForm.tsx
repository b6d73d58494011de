import { useState } from 'react';
import { readableError } from 'shared-auth';
import { Button, Dialog, Stack, Text } from 'shared-ui';
import { Form, Formik, FormFocus, TextField } from 'shared-ui/forms';
import { itemLabel, recolor, rename, type TreeItem } from '../api/tree-actions';
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
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: EditItemValues) => {
    setError(null);
    try {
      await (mode === 'rename' ? rename(item, values.name.trim()) : recolor(item, values.color.trim()));
      onSaved();
    } catch (failure) {
      setError(readableError(failure));
    }
  };

  return (
    <Formik<EditItemValues>
      initialValues={{ name: itemLabel(item), color: item.doc.color ?? DEFAULT_COLOR }}
      validationSchema={editItemSchema(mode)}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <FormFocus />
          <Dialog.Body>
            <Stack gap="3">
              {mode === 'rename' ? (
                <TextField name="name" label="Name" required maxLength={NAME_MAX_LENGTH} />
              ) : (
                <ColorPickerField name="color" label="Colour" disabled={isSubmitting} />
              )}
              {error && (
                <Text role="alert" color="fg.error" textStyle="sm">
                  {error}
                </Text>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting}>
              Save
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}

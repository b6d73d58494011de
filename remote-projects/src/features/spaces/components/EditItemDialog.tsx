// Rename or recolour a space or a project (the tree's More menu): a small form, saved on Save, with the
// server's refusal (a taken name, a change made elsewhere) shown in it.
import { useState } from 'react';
import { readableError } from 'shared-auth';
import { Button, Dialog, FieldFrame, Input, ModalFrame, Stack, Text } from 'shared-ui';
import { itemLabel, recolor, rename, type TreeItem } from '../api/tree-actions';
import { ColorPicker } from '../wizard/components/ColorPicker';
import { NAME_MAX_LENGTH } from '../wizard/model/wizard-values';

export type EditMode = 'rename' | 'color';

interface EditItemDialogProps {
  item: TreeItem;
  mode: EditMode;
  onClose: () => void;
  onSaved: () => void;
}

export function EditItemDialog({ item, mode, onClose, onSaved }: EditItemDialogProps) {
  const [label, setLabel] = useState(itemLabel(item));
  const [color, setColor] = useState(item.doc.color ?? '#000000');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const what = item.kind === 'space' ? 'space' : 'project';

  const submit = async () => {
    const trimmed = label.trim();
    if (mode === 'rename' && trimmed === '') {
      setError('Enter a name.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await (mode === 'rename' ? rename(item, trimmed) : recolor(item, color));
      onSaved();
    } catch (failure) {
      setError(readableError(failure));
      setSaving(false);
    }
  };

  return (
    <ModalFrame open onClose={onClose} size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{mode === 'rename' ? `Rename the ${what}` : `Change the ${what}'s colour`}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            {mode === 'rename' ? (
              <FieldFrame label="Name" required>
                <Input value={label} maxLength={NAME_MAX_LENGTH} onChange={(event) => setLabel(event.target.value)} />
              </FieldFrame>
            ) : (
              <ColorPicker label="Colour" value={color} onChange={setColor} disabled={saving} />
            )}
            {error && (
              <Text role="alert" color="fg.error" textStyle="sm">
                {error}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            Save
          </Button>
        </Dialog.Footer>
      </form>
    </ModalFrame>
  );
}

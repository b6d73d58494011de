import { useState } from 'react';
import { Button, ConfirmDialog, toaster, Trash2Icon } from 'shared-ui';

/** A destructive question: an alert dialog whose focus starts on Cancel. */
export function DeleteConfirmation() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  if (deleted) {
    return (
      <Button variant="outline" size="sm" onClick={() => setDeleted(false)}>
        Restore “Website redesign”
      </Button>
    );
  }
  return (
    <>
      <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden />
        Delete project
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete “Website redesign”?"
        description="Its 31 tasks go with it. This cannot be undone."
        confirmLabel="Delete project"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          setDeleted(true);
          toaster.create({ type: 'success', title: '“Website redesign” deleted' });
        }}
      />
    </>
  );
}

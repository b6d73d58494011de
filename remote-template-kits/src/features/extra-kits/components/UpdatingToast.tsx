import { useState } from 'react';
import { Button, Wrap } from 'shared-ui';
import type { DemoToaster } from './DemoToasters';

/** One toast changed in place: an import starts as "loading" and the same toast then says how it ended. */
export function UpdatingToast({ toaster }: { toaster: DemoToaster }) {
  const [importToastId, setImportToastId] = useState<string | null>(null);

  const start = () =>
    setImportToastId(
      toaster.create({
        type: 'loading',
        title: 'Importing 120 tasks from Trello…',
        description: 'You can keep working; this toast will say when it is done.',
        duration: Infinity,
      }),
    );
  const end = (finished: boolean) => {
    if (importToastId === null) return;
    const outcome = finished
      ? { type: 'success', title: '120 tasks imported', description: 'They are in the “Inbox” project.' }
      : { type: 'warning', title: 'Import cancelled', description: 'No tasks were added.' };
    // A finished toast leaves on its own, like any other.
    toaster.update(importToastId, { ...outcome, duration: 5000, closable: true });
    setImportToastId(null);
  };

  return (
    <Wrap gap="2">
      <Button variant="outline" onClick={start} disabled={importToastId !== null}>
        Start import
      </Button>
      <Button variant="outline" colorPalette="green" onClick={() => end(true)} disabled={importToastId === null}>
        Finish import
      </Button>
      <Button variant="ghost" onClick={() => end(false)} disabled={importToastId === null}>
        Cancel import
      </Button>
    </Wrap>
  );
}

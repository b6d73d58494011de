import { useEffect, useRef, useState } from 'react';
import { Button, Icon, toaster } from 'shared-ui';
import { SaveIcon } from 'shared-ui/kits';

/** How long the pretend save takes: long enough to see the loading state. */
export const SAVE_DURATION_MS = 1200;

/** Shows its loading state while "saving", then confirms with a toast. */
export function SaveButton() {
  const [saving, setSaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function save() {
    setSaving(true);
    timer.current = window.setTimeout(() => {
      setSaving(false);
      toaster.create({ type: 'success', title: 'Changes saved', description: 'Your draft is up to date.' });
    }, SAVE_DURATION_MS);
  }

  return (
    <Button alignSelf="flex-start" loading={saving} loadingText="Saving…" onClick={save}>
      <Icon boxSize="4" aria-hidden>
        <SaveIcon />
      </Icon>
      Save changes
    </Button>
  );
}

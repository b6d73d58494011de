import { readableError } from 'shared-auth';
import { Button, ErrorState, HStack, LoadingState, PageLayout, Text } from 'shared-ui';
import { SaveIcon } from 'shared-ui/kits';
import { useSaveUserSettings } from './api/save-user-settings';
import { useUserSettings } from './api/get-user-settings';
import { FormCard } from './components/FormCard';
import { RichTextEditor } from './components/RichTextEditor';
import { useAutosave, type AutosaveState } from './hooks/use-autosave';
import { DOCUMENT_FIELD, EDITOR_SETTINGS_KEY, STARTER_DOCUMENT, storedDocument } from './model/editor-document';
import type { JSONContent } from '@tiptap/react';

const STATE_TEXT: Record<AutosaveState['status'], string> = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  error: 'Not saved',
};

function SaveStatus({ state }: { state: AutosaveState }) {
  return (
    <Text
      role="status"
      data-testid="editor-save-state"
      fontSize="sm"
      color={state.status === 'error' ? 'fg.error' : 'fg.muted'}
    >
      {STATE_TEXT[state.status]}
      {state.status === 'error' && `: ${state.message}`}
    </Text>
  );
}

function SavedEditor({ initialContent }: { initialContent: JSONContent }) {
  const save = useSaveUserSettings(EDITOR_SETTINGS_KEY);
  const autosave = useAutosave<JSONContent>(
    (document) => save.mutateAsync({ [DOCUMENT_FIELD]: document }),
    readableError,
  );
  return (
    <FormCard title="Notes" description="Saved to your account a second after you stop typing, or now with Save.">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SaveStatus state={autosave.state} />
        <Button
          size="sm"
          onClick={autosave.saveNow}
          disabled={autosave.state.status === 'saved' || autosave.state.status === 'saving'}
        >
          <SaveIcon aria-hidden="true" /> Save
        </Button>
      </HStack>
      <RichTextEditor label="Notes" initialContent={initialContent} onChange={autosave.changed} />
    </FormCard>
  );
}

/** `/forms/form-editor`: a rich-text editor whose document is kept in the user's settings on the server. */
export default function FormEditorPage() {
  const settings = useUserSettings(EDITOR_SETTINGS_KEY);
  return (
    <PageLayout
      title="Form editor"
      description="Headings, emphasis, lists and links, with the usual shortcuts (Ctrl/⌘+B, I, U, K, Z)."
      contentMaxW="4xl"
    >
      {settings.isPending ? (
        <LoadingState label="Loading your notes" shape="lines" count={8} />
      ) : settings.isError ? (
        <ErrorState
          title="Your notes could not be loaded"
          message={readableError(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SavedEditor initialContent={storedDocument(settings.data[DOCUMENT_FIELD]) ?? STARTER_DOCUMENT} />
      )}
    </PageLayout>
  );
}

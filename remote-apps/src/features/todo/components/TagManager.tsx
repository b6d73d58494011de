import { useId, useRef, useState } from 'react';
import { readableError } from 'shared-auth';
import {
  ConfirmDialog,
  InlineAlert,
  Box,
  Flex,
  Heading,
  LoadingState,
  onDemand,
  Spinner,
  Stack,
  Tag,
  Text,
  VisuallyHidden,
  type WriteFeedbackTarget,
} from 'shared-ui';
import type { TodoTag } from 'tessera-contracts';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useAddTag } from '../api/add-tag';
import { useRemoveTag } from '../api/delete-tag';
import { tagColor } from '../model/tag-colors';

interface TagManagerProps {
  tags: TodoTag[];
  feedback: WriteFeedbackTarget;
}

// The form's code, and formik with it, loads after the list: the list's first screen shows no form.
const NewTagForm = onDemand(
  () => import('./NewTagForm').then((module) => module.NewTagForm),
  <LoadingState label="Loading the form" shape="lines" />,
);

/** Creates and deletes tags (for a GUEST, only lists them). Assigning them to todos happens in the todo editor. */
export function TagManager({ tags, feedback }: TagManagerProps) {
  const headingId = useId();
  const canEdit = useCanEditSharedData();
  const addTag = useAddTag(feedback);
  const removeTag = useRemoveTag(feedback);
  const [pendingDelete, setPendingDelete] = useState<TodoTag | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a confirmed delete the chip that opened the dialog is going away, so focus moves to the heading.
  const focusHeadingOnClose = useRef(false);

  const serverError = addTag.isError
    ? `Couldn't add the tag. ${readableError(addTag.error)}`
    : removeTag.isError
      ? `Couldn't delete the tag “${removeTag.variables.name}”. ${readableError(removeTag.error)}`
      : null;
  const removingId = removeTag.isPending ? removeTag.variables.id : null;

  function dismissError() {
    addTag.reset();
    removeTag.reset();
  }

  async function add(name: string): Promise<boolean> {
    dismissError();
    try {
      await addTag.mutateAsync(name);
      return true;
    } catch {
      return false; // shown above, from the mutation's error
    }
  }

  function confirmRemove() {
    if (!pendingDelete) return;
    focusHeadingOnClose.current = true;
    dismissError();
    removeTag.mutate(pendingDelete);
    setPendingDelete(null);
  }

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" bg="bg" p={4}>
      <Stack gap={3}>
        <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
          Tags
        </Heading>

        {serverError && (
          <InlineAlert status="error" onDismiss={dismissError}>
            {serverError}
          </InlineAlert>
        )}

        {tags.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {canEdit ? 'No tags yet. Tags you add here can be given to any todo.' : 'No tags yet.'}
          </Text>
        ) : (
          <Flex gap={2} wrap="wrap">
            {tags.map((tag) => (
              <Tag.Root key={tag.id} size="lg" colorPalette={tagColor(tag.id)}>
                <Tag.Label>{tag.name}</Tag.Label>
                {canEdit && (
                  <Tag.EndElement>
                    {removingId === tag.id ? (
                      <>
                        <Spinner size="xs" />
                        <VisuallyHidden>Deleting…</VisuallyHidden>
                      </>
                    ) : (
                      <Tag.CloseTrigger
                        aria-label={`Delete tag "${tag.name}"`}
                        onClick={() => {
                          focusHeadingOnClose.current = false;
                          setPendingDelete(tag);
                        }}
                      />
                    )}
                  </Tag.EndElement>
                )}
              </Tag.Root>
            ))}
          </Flex>
        )}

        {canEdit && <NewTagForm tags={tags} adding={addTag.isPending} onAdd={add} />}
      </Stack>

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete tag?"
        description={pendingDelete ? `The tag “${pendingDelete.name}” will be removed from every todo.` : ''}
        onConfirm={confirmRemove}
        onCancel={() => {
          focusHeadingOnClose.current = false;
          setPendingDelete(null);
        }}
        finalFocusEl={() => (focusHeadingOnClose.current ? headingRef.current : null)}
      />
    </Box>
  );
}

import { Box, Button, Field, Flex, Heading, HStack, Input, Spinner, Stack, Tag, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorAlert } from './ErrorAlert';
import { tagColor } from './tag-colors';
import type { Outcome, Tag as TodoTag } from './types';

interface TagManagerProps {
  tags: TodoTag[];
  onAdd: (name: string) => Promise<Outcome>;
  onRemove: (tag: TodoTag) => Promise<Outcome>;
}

/** Creates and deletes tags. Assigning them to todos happens in the todo editor. */
export function TagManager({ tags, onAdd, onRemove }: TagManagerProps) {
  const headingId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TodoTag | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a confirmed delete the chip that opened the dialog is going away, so focus moves to the heading.
  const focusHeadingOnClose = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    setServerError(null);
    if (!trimmed) {
      setNameError('Enter a tag name.');
      return;
    }
    if (tags.some((tag) => tag.name.toLocaleLowerCase() === trimmed.toLocaleLowerCase())) {
      setNameError(`A tag named “${trimmed}” already exists.`);
      return;
    }
    setNameError(null);
    setAdding(true);
    const outcome = await onAdd(trimmed);
    setAdding(false);
    if (outcome.ok) setName('');
    else setServerError(`Couldn't add the tag. ${outcome.message}`);
  }

  async function confirmRemove() {
    const tag = pendingDelete;
    if (!tag) return;
    focusHeadingOnClose.current = true;
    setPendingDelete(null);
    setServerError(null);
    setRemovingId(tag.id);
    const outcome = await onRemove(tag);
    setRemovingId(null);
    if (!outcome.ok) setServerError(`Couldn't delete the tag “${tag.name}”. ${outcome.message}`);
  }

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={4}>
      <Stack gap={3}>
        <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
          Tags
        </Heading>

        {serverError && <ErrorAlert message={serverError} onDismiss={() => setServerError(null)} />}

        {tags.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No tags yet. Tags you add here can be given to any todo.
          </Text>
        ) : (
          <Flex gap={2} wrap="wrap">
            {tags.map((tag) => (
              <Tag.Root key={tag.id} size="lg" colorPalette={tagColor(tag.id)}>
                <Tag.Label>{tag.name}</Tag.Label>
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
              </Tag.Root>
            ))}
          </Flex>
        )}

        <form onSubmit={handleSubmit} noValidate>
          <Field.Root invalid={nameError !== null}>
            <Field.Label>New tag</Field.Label>
            <HStack w="full">
              <Input
                value={name}
                placeholder="e.g. Work"
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(null);
                }}
              />
              <Button type="submit" loading={adding} loadingText="Adding…" flexShrink={0}>
                Add tag
              </Button>
            </HStack>
            <Field.ErrorText>{nameError}</Field.ErrorText>
          </Field.Root>
        </form>
      </Stack>

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete tag?"
        description={pendingDelete ? `The tag “${pendingDelete.name}” will be removed from every todo.` : ''}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          focusHeadingOnClose.current = false;
          setPendingDelete(null);
        }}
        finalFocusEl={() => (focusHeadingOnClose.current ? headingRef.current : null)}
      />
    </Box>
  );
}

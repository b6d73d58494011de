import { useRef, useState } from 'react';
import { Box, Button, HStack, Stack, Tag, Text } from 'shared-ui';

export const INITIAL_TAGS = ['Design', 'Frontend', 'Research', 'Urgent', 'Q3 roadmap'] as const;

/** Tag badges the reader removes one by one (mouse or keyboard); a reset brings them all back. */
export function RemovableTags() {
  const [tags, setTags] = useState<string[]>([...INITIAL_TAGS]);
  const listRef = useRef<HTMLDivElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);

  function remove(tag: string) {
    const index = tags.indexOf(tag);
    const remaining = tags.filter((current) => current !== tag);
    setTags(remaining);
    // Keep the keyboard where it was: on the next tag's remove button, else the previous one, else Reset.
    const nextFocus = remaining[Math.min(index, remaining.length - 1)];
    requestAnimationFrame(() => {
      const target = nextFocus
        ? listRef.current?.querySelector<HTMLButtonElement>(`[data-tag="${CSS.escape(nextFocus)}"]`)
        : resetRef.current;
      target?.focus();
    });
  }

  return (
    <Stack gap="3">
      {tags.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No tags
        </Text>
      ) : (
        <Box ref={listRef}>
          <HStack as="ul" aria-label="Task tags" gap="2" wrap="wrap" listStyleType="none">
            {tags.map((tag) => (
              <li key={tag}>
                <Tag.Root size="lg" variant="surface" colorPalette="teal">
                  <Tag.Label>{tag}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={`Remove tag ${tag}`} data-tag={tag} onClick={() => remove(tag)} />
                  </Tag.EndElement>
                </Tag.Root>
              </li>
            ))}
          </HStack>
        </Box>
      )}
      <HStack gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {tags.length} of {INITIAL_TAGS.length} tags
        </Text>
        <Button
          ref={resetRef}
          size="xs"
          variant="outline"
          onClick={() => setTags([...INITIAL_TAGS])}
          disabled={tags.length === INITIAL_TAGS.length}
        >
          Reset tags
        </Button>
      </HStack>
    </Stack>
  );
}

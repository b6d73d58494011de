// A field of tags: type and press Enter or a comma to add one, pick a suggestion with the arrow keys, remove a tag
// with its × button or Backspace in the empty input. What happens is said in a live region.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Flex, Input, Stack, Tag, Text, XIcon } from 'shared-ui';
import { addTag, describeOutcome, splitOnCommas, suggestTags } from '../model/tag-list';

interface TagInputProps {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** Known tags offered while typing. */
  suggestions: readonly string[];
  onBlur?: () => void;
  invalid?: boolean;
}

export function TagInput({ label, tags, onChange, suggestions, onBlur, invalid }: TagInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [refused, setRefused] = useState(false);

  const matches = open ? suggestTags(text, suggestions, tags) : [];
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  /** Adds each tag in turn; says what happened to the last one. */
  function add(candidates: readonly string[]): boolean {
    let next = [...tags];
    let message = '';
    let ok = true;
    for (const candidate of candidates) {
      const outcome = addTag(next, candidate);
      if (outcome.kind === 'empty') continue;
      message = describeOutcome(outcome);
      ok = outcome.kind === 'added';
      if (outcome.kind === 'added') next = outcome.tags;
    }
    if (next.length !== tags.length) onChange(next);
    if (message) {
      setNotice(message);
      setRefused(!ok);
    }
    return ok;
  }

  function remove(tag: string) {
    onChange(tags.filter((existing) => existing !== tag));
    setNotice(`Removed “${tag}”.`);
    setRefused(false);
    inputRef.current?.focus();
  }

  function changeText(value: string) {
    const { finished, rest } = splitOnCommas(value);
    if (finished.length > 0) add(finished);
    setText(rest);
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (matches.length === 0) return;
      event.preventDefault();
      const last = matches.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
      return;
    }
    if (event.key === 'Enter') {
      // Enter adds the tag instead of sending the form around the field.
      const picked = active >= 0 ? matches[active] : undefined;
      if (picked === undefined && text.trim() === '') return;
      event.preventDefault();
      if (add([picked ?? text]) || picked !== undefined) setText('');
      setActive(-1);
      return;
    }
    if (event.key === 'Escape' && matches.length > 0) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      const last = tags[tags.length - 1];
      if (last !== undefined) remove(last);
    }
  }

  const activeOption = active >= 0 && active < matches.length ? optionId(active) : undefined;

  return (
    <Stack gap="2" width="full">
      <Flex
        wrap="wrap"
        gap="2"
        align="center"
        borderWidth="1px"
        borderRadius="l2"
        borderColor={invalid ? 'border.error' : 'border'}
        px="2"
        py="1.5"
        minH="10"
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '0' }}
        colorPalette="brand"
        onClick={() => inputRef.current?.focus()}
      >
        {tags.length > 0 && (
          <Flex as="ul" aria-label={`${label}: ${tags.length} added`} wrap="wrap" gap="2" listStyleType="none">
            {tags.map((tag) => (
              <Box as="li" key={tag}>
                <Tag.Root size="lg" variant="subtle" colorPalette="purple">
                  <Tag.Label>{tag}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={`Remove ${tag}`} onClick={() => remove(tag)}>
                      <XIcon />
                    </Tag.CloseTrigger>
                  </Tag.EndElement>
                </Tag.Root>
              </Box>
            ))}
          </Flex>
        )}
        <Box position="relative" flex="1" minW="32">
          <Input
            ref={inputRef}
            aria-label={label}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={matches.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeOption}
            aria-invalid={invalid || undefined}
            autoComplete="off"
            variant="flushed"
            borderBottomWidth="0"
            _focusVisible={{ outline: 'none', boxShadow: 'none' }}
            size="sm"
            placeholder={tags.length === 0 ? 'Type a tag, then Enter or a comma' : 'Add another'}
            value={text}
            onChange={(event) => changeText(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              onBlur?.();
            }}
          />
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-label={`Suggested ${label.toLocaleLowerCase()}`}
            hidden={matches.length === 0}
            position="absolute"
            insetStart="0"
            top="100%"
            mt="1"
            minW="full"
            zIndex="dropdown"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="l2"
            boxShadow="md"
            py="1"
            listStyleType="none"
          >
            {matches.map((match, index) => (
              <Box
                as="li"
                key={match}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                px="3"
                py="1.5"
                cursor="pointer"
                bg={index === active ? 'colorPalette.subtle' : undefined}
                colorPalette="brand"
                _hover={{ bg: 'bg.muted' }}
                // Keeps the focus in the input, so the list stays open for the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  add([match]);
                  setText('');
                  setActive(-1);
                }}
              >
                {match}
              </Box>
            ))}
          </Box>
        </Box>
      </Flex>
      <Text role="status" aria-live="polite" fontSize="sm" color={refused ? 'fg.error' : 'fg.muted'} minH="5">
        {notice}
      </Text>
    </Stack>
  );
}

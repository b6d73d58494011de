import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Button, HStack, Stack, Text, Textarea, formatCount } from 'shared-ui';
import { CHAT_MESSAGE_MAX } from 'tessera-contracts';

interface ComposerProps {
  contactName: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
  /** Nowhere to send to yet (the conversation is loading or failed). */
  disabled: boolean;
}

/** Where a message is written: Enter sends it, Shift+Enter starts a new line. */
export function Composer({ contactName, draft, onDraftChange, onSend, disabled }: ComposerProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const text = draft.trim();
  const tooLong = text.length > CHAT_MESSAGE_MAX;
  const canSend = !disabled && text !== '' && !tooLong;

  // Ready to type as soon as a conversation is open.
  useEffect(() => {
    field.current?.focus();
  }, []);

  const send = () => {
    if (canSend) onSend(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character: its Enter picks the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Stack as="form" gap="1" p="3" borderTopWidth="1px" onSubmit={submit}>
      <HStack align="end" gap="2">
        <Textarea
          ref={field}
          aria-label={`Message ${contactName}`}
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          placeholder="Write a message"
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          autoresize
          maxH="40"
          resize="none"
        />
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </HStack>
      <Text id={hintId} fontSize="xs" color={tooLong ? 'fg.error' : 'fg.muted'}>
        {tooLong
          ? `Too long to send: ${formatCount(text.length)} of at most ${formatCount(CHAT_MESSAGE_MAX)} characters.`
          : 'Enter to send, Shift+Enter for a new line.'}
      </Text>
    </Stack>
  );
}

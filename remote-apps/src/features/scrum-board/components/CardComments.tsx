import { useState, type FormEvent } from 'react';
import { Avatar, Button, HStack, Heading, Stack, Text, Textarea, formatRelativeTime } from 'shared-ui';
import { SCRUM_COMMENT_MAX, type ScrumCard, type ScrumComment, type ScrumMember } from 'tessera-contracts';

interface CardCommentsProps {
  card: ScrumCard;
  members: readonly ScrumMember[];
  /** False for a GUEST: the comments are read, not added to. */
  editable: boolean;
  onSave: (card: ScrumCard, what: string, optimistic?: boolean) => Promise<boolean>;
}

/** A card's comments, oldest first, each with its author and how long ago; and a new one. */
export function CardComments({ card, members, editable, onSave }: CardCommentsProps) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const byId = new Map(members.map((member) => [member.id, member]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setSaving(true);
    // The server signs a new comment (no id yet) with the signed-in member and its own time.
    const fresh = { text: trimmed } as unknown as ScrumComment;
    const saved = await onSave({ ...card, comments: [...card.comments, fresh] }, 'a comment', false);
    setSaving(false);
    if (saved) setText('');
  };

  return (
    <Stack as="section" gap={3} aria-labelledby="scrum-card-comments">
      <Heading as="h3" size="sm" id="scrum-card-comments">
        Comments
      </Heading>
      {card.comments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No comments yet.
        </Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none" p={0}>
          {card.comments.map((comment) => {
            const author = byId.get(comment.uid);
            return (
              <HStack as="li" key={comment.id} align="start" gap={3}>
                <Avatar.Root size="xs">
                  <Avatar.Fallback name={author?.name ?? 'Former member'} />
                  {author?.avatar && <Avatar.Image src={author.avatar} alt="" />}
                </Avatar.Root>
                <Stack gap={0} minW={0}>
                  <HStack gap={2} flexWrap="wrap">
                    <Text fontSize="sm" fontWeight="semibold">
                      {author?.name ?? 'Former member'}
                    </Text>
                    <Text as="time" fontSize="xs" color="fg.muted" {...{ dateTime: comment.time }}>
                      {formatRelativeTime(comment.time)}
                    </Text>
                  </HStack>
                  <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {comment.text}
                  </Text>
                </Stack>
              </HStack>
            );
          })}
        </Stack>
      )}
      {editable && (
        <Stack as="form" gap={2} onSubmit={(event: FormEvent) => void submit(event)}>
          <Textarea
            aria-label="New comment"
            placeholder="Write a comment"
            value={text}
            maxLength={SCRUM_COMMENT_MAX}
            rows={2}
            onChange={(event) => setText(event.target.value)}
          />
          <HStack>
            <Button type="submit" size="sm" colorPalette="blue" loading={saving} disabled={!text.trim()}>
              Add comment
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

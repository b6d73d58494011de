import { Avatar, Button, HStack, Heading, Stack, Text, formatRelativeTime } from 'shared-ui';
import { Form, Formik, TextareaField } from 'shared-ui/forms';
import { SCRUM_COMMENT_MAX, type ScrumCard, type ScrumComment, type ScrumMember } from 'tessera-contracts';
import { commentSchema, type CommentValues } from '../model/comment-form';

interface CardCommentsProps {
  card: ScrumCard;
  members: readonly ScrumMember[];
  /** False for a GUEST: the comments are read, not added to. */
  editable: boolean;
  onSave: (card: ScrumCard, what: string, optimistic?: boolean) => Promise<boolean>;
}

/** A card's comments, oldest first, each with its author and how long ago; and a new one. */
export function CardComments({ card, members, editable, onSave }: CardCommentsProps) {
  const byId = new Map(members.map((member) => [member.id, member]));

  const submit = async ({ text }: CommentValues, reset: () => void) => {
    // The server signs a new comment (no id yet) with the signed-in member and its own time.
    const fresh = { text: text.trim() } as unknown as ScrumComment;
    if (await onSave({ ...card, comments: [...card.comments, fresh] }, 'a comment', false)) reset();
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
        <Formik<CommentValues>
          initialValues={{ text: '' }}
          validationSchema={commentSchema}
          validateOnBlur={false}
          onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap={2}>
                <TextareaField name="text" label="New comment" rows={2} maxLength={SCRUM_COMMENT_MAX} />
                <HStack>
                  <Button type="submit" size="sm" loading={isSubmitting}>
                    Add comment
                  </Button>
                </HStack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </Stack>
  );
}

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { deleteUpload, readableError, uploadFile } from 'shared-auth';
import {
  Button,
  HStack,
  Heading,
  IconButton,
  InlineAlert,
  Link,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
  DownloadIcon,
  Trash2Icon,
  UploadIcon,
} from 'shared-ui';
import {
  UPLOAD_ALLOWED_EXTENSIONS,
  UPLOAD_MAX_FILE_BYTES,
  type ScrumAttachment,
  type ScrumCard,
} from 'tessera-contracts';
import { attachmentProblem, formatBytes } from '../model/attachment-rules';

interface CardAttachmentsProps {
  card: ScrumCard;
  /** False for a GUEST: the files are downloaded, not attached or removed. */
  editable: boolean;
  onSave: (card: ScrumCard, what: string, optimistic?: boolean) => Promise<boolean>;
}

/**
 * A card's files: each uploaded to the signed-in user's uploads with a progress bar, then attached (the board
 * takes the file: everyone who sees the board can download it), then listed with its size. Removing one from the
 * card deletes the file; the server does it.
 */
export function CardAttachments({ card, editable, onSave }: CardAttachmentsProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The card as it is when an upload ends, not when it began: a change made meanwhile is kept, and the save is
  // based on the card's latest version.
  const latest = useRef(card);
  useEffect(() => {
    latest.current = card;
  }, [card]);

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = attachmentProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setProgress({ name: file.name, fraction: 0 });
    try {
      const uploaded = await uploadFile(file, { onProgress: (fraction) => setProgress({ name: file.name, fraction }) });
      const attachment: ScrumAttachment = {
        name: uploaded.file_name,
        size: uploaded.file_size,
        url: uploaded.file_url,
      };
      const now = latest.current;
      const saved = await onSave({ ...now, attachments: [...now.attachments, attachment] }, 'the attachments');
      // Not attached, so still the user's own: it goes.
      if (!saved) void deleteUpload(uploaded.id).catch(() => undefined);
    } catch (error) {
      setProblem(`Couldn't upload “${file.name}”. ${readableError(error)}`);
    } finally {
      setProgress(null);
    }
  };

  const remove = (attachment: ScrumAttachment) =>
    onSave(
      {
        ...card,
        attachments: card.attachments.filter((other) => other.url !== attachment.url),
        coverImage: card.coverImage === attachment.url ? '' : card.coverImage,
      },
      'the attachments',
    );

  return (
    <Stack as="section" gap={2} aria-labelledby="scrum-card-attachments">
      <HStack justify="space-between" flexWrap="wrap" gap={2}>
        <Heading as="h3" size="sm" id="scrum-card-attachments">
          Attachments
        </Heading>
        {editable && (
          <>
            <Button size="xs" variant="outline" onClick={() => input.current?.click()} disabled={progress !== null}>
              <UploadIcon />
              Attach a file
            </Button>
            <VisuallyHidden>
              <input
                ref={input}
                type="file"
                aria-label="Attach a file"
                tabIndex={-1}
                accept={UPLOAD_ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
                onChange={(event) => void attach(event)}
              />
            </VisuallyHidden>
          </>
        )}
      </HStack>
      {editable && (
        <Text fontSize="xs" color="fg.muted">
          {UPLOAD_ALLOWED_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ')}; at most{' '}
          {formatBytes(UPLOAD_MAX_FILE_BYTES)} each.
        </Text>
      )}
      {progress && (
        <Progress.Root value={Math.round(progress.fraction * 100)} size="sm" colorPalette="blue">
          <Progress.Label fontSize="sm">Uploading {progress.name}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText fontSize="xs">{Math.round(progress.fraction * 100)}%</Progress.ValueText>
        </Progress.Root>
      )}
      {problem && (
        <InlineAlert status="error" onDismiss={() => setProblem(null)}>
          {problem}
        </InlineAlert>
      )}
      {card.attachments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No attachments.
        </Text>
      ) : (
        <Stack as="ul" gap={1} listStyleType="none" p={0}>
          {card.attachments.map((attachment) => (
            <HStack as="li" key={attachment.url} justify="space-between" gap={2} borderBottomWidth="1px" py={1}>
              <Stack gap={0} minW={0}>
                <Text fontSize="sm" wordBreak="break-all">
                  {attachment.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatBytes(attachment.size)}
                </Text>
              </Stack>
              <HStack gap={1}>
                <Link href={attachment.url} download={attachment.name} aria-label={`Download ${attachment.name}`} p={1}>
                  <DownloadIcon size={16} aria-hidden />
                </Link>
                {editable && (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Delete ${attachment.name}`}
                    onClick={() => void remove(attachment)}
                  >
                    <Trash2Icon />
                  </IconButton>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

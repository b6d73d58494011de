import { memo, useCallback } from 'react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  FieldFrame,
  HStack,
  Heading,
  LoadingState,
  ModalFrame,
  NativeSelect,
  Stack,
  Text,
  onDemand,
} from 'shared-ui';
import type { ScrumBoard, ScrumCard, ScrumLabel, ScrumMember } from 'tessera-contracts';
import { useBoardPart } from '../api/get-board';
import { isImageName } from '../model/attachment-rules';
import { findCard } from '../model/board-edits';
import { CardAttachments } from './CardAttachments';
import { CardComments } from './CardComments';
import { LABEL_PALETTE } from './label-palette';

// The title and description form's code, and formik with it, loads when a card is first opened: the board's
// first screen shows no form.
const CardTextForm = onDemand(
  () => import('./CardTextForm').then((module) => module.CardTextForm),
  <LoadingState label="Loading the card's title and description" shape="lines" count={2} />,
);

interface CardDialogProps {
  boardId: number;
  cardId: number | null;
  /** The board's members, whom the card can have. */
  members: readonly ScrumMember[];
  labels: readonly ScrumLabel[];
  /** Every member, for comments by people who have left the board. */
  everyone: readonly ScrumMember[];
  /** False for a GUEST: the card is shown to be read, with nothing to change. */
  editable: boolean;
  onSave: (card: ScrumCard, what: string, optimistic?: boolean) => Promise<boolean>;
  onClose: () => void;
}

/**
 * A card's details: title, cover, members, labels, description, attachments and comments. It follows its card as
 * the board shows it now, so someone else's change appears while it is open; closed, or while other cards
 * change, it does not redraw.
 */
export const CardDialog = memo(function CardDialog({
  boardId,
  cardId,
  members,
  labels,
  everyone,
  editable,
  onSave,
  onClose,
}: CardDialogProps) {
  const cardOf = useCallback(
    (board: ScrumBoard) => (cardId === null ? null : (findCard(board, cardId)?.card ?? null)),
    [cardId],
  );
  const card = useBoardPart(boardId, cardOf).data ?? null;
  return (
    <ModalFrame open={card !== null} onClose={onClose} size="lg">
      {card && (
        <>
          <Dialog.Header>
            <Dialog.Title wordBreak="break-word">{card.title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap={6}>
              {editable ? (
                <>
                  <CardTextForm key={`${card.id}-${card.title}-${card.description}`} card={card} onSave={onSave} />
                  <CardCover card={card} onSave={onSave} />
                  <CardMembers card={card} members={members} onSave={onSave} />
                  <CardLabels card={card} labels={labels} onSave={onSave} />
                </>
              ) : (
                <CardFacts card={card} members={members} labels={labels} />
              )}
              <CardAttachments card={card} editable={editable} onSave={onSave} />
              <CardComments card={card} members={everyone} editable={editable} onSave={onSave} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        </>
      )}
    </ModalFrame>
  );
});

type Save = CardDialogProps['onSave'];

interface CardFactsProps {
  card: ScrumCard;
  members: readonly ScrumMember[];
  labels: readonly ScrumLabel[];
}

/** What the editing sections hold, to be read: the cover, description, members and labels. */
function CardFacts({ card, members, labels }: CardFactsProps) {
  const cardMembers = members.filter((member) => card.members.includes(member.id));
  const cardLabels = labels.filter((label) => card.labels.includes(label.id));
  return (
    <>
      {card.coverImage && (
        <Box asChild maxH="10rem" w="full" objectFit="cover" rounded="md">
          <img src={card.coverImage} alt="The card’s cover" />
        </Box>
      )}
      <Text whiteSpace="pre-wrap" wordBreak="break-word" color={card.description ? undefined : 'fg.muted'}>
        {card.description || 'No description.'}
      </Text>
      <Stack as="section" gap={2} aria-labelledby="scrum-card-members">
        <Heading as="h3" size="sm" id="scrum-card-members">
          Members
        </Heading>
        <Text fontSize="sm" color={cardMembers.length ? undefined : 'fg.muted'}>
          {cardMembers.length ? cardMembers.map((member) => member.name).join(', ') : 'No members.'}
        </Text>
      </Stack>
      <Stack as="section" gap={2} aria-labelledby="scrum-card-labels">
        <Heading as="h3" size="sm" id="scrum-card-labels">
          Labels
        </Heading>
        {cardLabels.length ? (
          <HStack gap={2} flexWrap="wrap">
            {cardLabels.map((label) => (
              <Badge key={label.id} variant="subtle" colorPalette={LABEL_PALETTE[label.color]}>
                {label.title}
              </Badge>
            ))}
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No labels.
          </Text>
        )}
      </Stack>
    </>
  );
}

function CardCover({ card, onSave }: { card: ScrumCard; onSave: Save }) {
  const images = card.attachments.filter((attachment) => isImageName(attachment.name));
  return (
    <Stack gap={2}>
      {card.coverImage && (
        <Box asChild maxH="10rem" w="full" objectFit="cover" rounded="md">
          <img src={card.coverImage} alt="The card’s cover" />
        </Box>
      )}
      <FieldFrame
        label="Cover image"
        helperText={
          images.length === 0 ? 'Attach an image (PNG, JPEG, GIF or WebP) to use it as the cover.' : undefined
        }
      >
        <NativeSelect.Root size="sm" disabled={images.length === 0 && !card.coverImage}>
          <NativeSelect.Field
            value={card.coverImage}
            onChange={(event) => void onSave({ ...card, coverImage: event.target.value }, 'the cover image')}
          >
            <option value="">No cover</option>
            {images.map((image) => (
              <option key={image.url} value={image.url}>
                {image.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FieldFrame>
    </Stack>
  );
}

function CardMembers({ card, members, onSave }: { card: ScrumCard; members: readonly ScrumMember[]; onSave: Save }) {
  const toggle = (member: ScrumMember) => {
    const has = card.members.includes(member.id);
    const next = has ? card.members.filter((id) => id !== member.id) : [...card.members, member.id];
    void onSave(
      { ...card, members: next },
      has ? `the members (${member.name} removed)` : `the members (${member.name} added)`,
    );
  };
  return (
    <Stack as="section" gap={2} aria-labelledby="scrum-card-members">
      <Heading as="h3" size="sm" id="scrum-card-members">
        Members
      </Heading>
      {members.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          The board has no members yet: add some with the board's Members button.
        </Text>
      ) : (
        <HStack gap={2} flexWrap="wrap">
          {members.map((member) => {
            const on = card.members.includes(member.id);
            return (
              <Button
                key={member.id}
                size="xs"
                variant={on ? 'solid' : 'outline'}
                aria-pressed={on}
                onClick={() => toggle(member)}
              >
                {member.name}
              </Button>
            );
          })}
        </HStack>
      )}
    </Stack>
  );
}

function CardLabels({ card, labels, onSave }: { card: ScrumCard; labels: readonly ScrumLabel[]; onSave: Save }) {
  const toggle = (label: ScrumLabel) => {
    const has = card.labels.includes(label.id);
    const next = has ? card.labels.filter((id) => id !== label.id) : [...card.labels, label.id];
    void onSave(
      { ...card, labels: next },
      has ? `the labels (${label.title} removed)` : `the labels (${label.title} added)`,
    );
  };
  return (
    <Stack as="section" gap={2} aria-labelledby="scrum-card-labels">
      <Heading as="h3" size="sm" id="scrum-card-labels">
        Labels
      </Heading>
      <HStack gap={2} flexWrap="wrap">
        {labels.map((label) => {
          const on = card.labels.includes(label.id);
          return (
            <Button
              key={label.id}
              size="xs"
              variant={on ? 'subtle' : 'outline'}
              colorPalette={LABEL_PALETTE[label.color]}
              aria-pressed={on}
              onClick={() => toggle(label)}
            >
              {label.title}
            </Button>
          );
        })}
      </HStack>
      {card.labels.length === 0 && (
        <Badge variant="plain" color="fg.muted" px={0}>
          No labels
        </Badge>
      )}
    </Stack>
  );
}

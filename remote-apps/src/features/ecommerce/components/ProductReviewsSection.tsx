// A product's reviews: their summary, the signed-in user's own review (written, edited or deleted here, a delete
// once confirmed; one per product, as the server keeps it) and everyone's reviews, newest first. Review text is
// shown as text, never HTML.
import { useRef, useState, type ReactNode } from 'react';
import { readableError } from 'shared-auth';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  Stack,
  Text,
  formatDate,
  toaster,
} from 'shared-ui';
import type { Product, ProductReview } from 'tessera-contracts';
import { useCartOwner } from '../api/get-cart';
import { useReviews, useReviewWrite } from '../api/reviews';
import { RatingStars } from './RatingStars';
import { ReviewForm } from './ReviewForm';
import { ReviewSummary } from './ReviewSummary';

function ReviewItem({ review, mine, actions }: { review: ProductReview; mine: boolean; actions?: ReactNode }) {
  return (
    <Card.Root
      as="article"
      size="sm"
      variant={mine ? 'subtle' : 'outline'}
      aria-label={`Review by ${review.authorName}`}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{mine ? `${review.authorName} (you)` : review.authorName}</Text>
            <RatingStars rating={review.rating} />
          </HStack>
          <Text asChild textStyle="sm" color="fg.muted">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {review.text}
        </Text>
        {actions}
      </Card.Body>
    </Card.Root>
  );
}

export function ProductReviewsSection({ product }: { product: Product }) {
  const reviews = useReviews(product.id);
  const write = useReviewWrite(product.id);
  const me = useCartOwner();
  const [editing, setEditing] = useState(false);
  const [doomed, setDoomed] = useState<ProductReview | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a confirmed delete the review's Delete button is going away, so focus moves to the heading.
  const focusHeadingOnClose = useRef(false);
  const own = reviews.data?.reviews.find((review) => review.author === me);

  const confirmRemove = async () => {
    if (!doomed) return;
    const review = doomed;
    focusHeadingOnClose.current = true;
    setDoomed(null);
    try {
      await write({ kind: 'delete', review });
      toaster.create({ type: 'success', title: 'Your review was deleted.' });
    } catch (error) {
      toaster.create({ type: 'error', title: "Couldn't delete your review.", description: readableError(error) });
    }
  };

  return (
    <Stack as="section" aria-labelledby="product-reviews" gap="5">
      <Heading as="h2" id="product-reviews" textStyle="xl" ref={headingRef} tabIndex={-1} outline="none">
        Reviews
      </Heading>
      {reviews.isError && (
        <ErrorState
          title="Couldn't load the reviews"
          message={readableError(reviews.error)}
          onRetry={() => void reviews.refetch()}
        />
      )}
      {reviews.isPending && <LoadingState label="Loading the reviews" shape="lines" count={3} />}
      {reviews.data && (
        <>
          <ReviewSummary summary={reviews.data.summary} />
          {me !== '' && (!own || editing) && (
            <Card.Root size="sm" maxW="40rem">
              <Card.Body gap="3">
                <Heading as="h3" textStyle="md">
                  {own ? 'Edit your review' : 'Write a review'}
                </Heading>
                <ReviewForm
                  key={own?.modified ?? 'new'}
                  review={own}
                  onSubmit={async (input) => {
                    await write(own ? { kind: 'update', review: own, input } : { kind: 'add', input });
                    setEditing(false);
                  }}
                  onCancel={own ? () => setEditing(false) : undefined}
                />
              </Card.Body>
            </Card.Root>
          )}
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Reviews, newest first">
            {reviews.data.reviews.map((review) => {
              const mine = review.author === me;
              return (
                <li key={review.id}>
                  <ReviewItem
                    review={review}
                    mine={mine}
                    actions={
                      mine &&
                      !editing && (
                        <HStack gap="2">
                          <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                            Edit
                          </Button>
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            onClick={() => {
                              focusHeadingOnClose.current = false;
                              setDoomed(review);
                            }}
                          >
                            Delete
                          </Button>
                        </HStack>
                      )
                    }
                  />
                </li>
              );
            })}
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete your review?"
        description={`Your review of ${product.title} will be removed for everyone. This cannot be undone.`}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setDoomed(null)}
        finalFocusEl={() => (focusHeadingOnClose.current ? headingRef.current : null)}
      />
    </Stack>
  );
}

// Product reviews: each signed-in user writes at most one per product (a second is refused, 409: they edit
// theirs instead), and changes or deletes only their own (403). Every answer is the product's reviews, newest
// first, with their summary, so the page shows what the server holds after each change. A review keeps its
// author's full name as the session's user has it (the Frappe site's, beside one) when they write it.

import {
  PRODUCT_RATING_MAX,
  PRODUCT_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ProductReview,
  type ProductReviews,
  type ReviewSummary,
} from 'tessera-contracts';
import { FrappeError, permissionError } from '../../../frappe/errors';
import type { Params } from '../../../frappe/params';
import type { RequestUser } from '../../../frappe/roles';
import type { CollectionCall, CollectionRecords, DemoRecord, Fields } from '../../engine/definition';
import { integerParam, modifiedParam } from '../../engine/params';

export const REVIEW_FIELDS: Fields = {
  productId: { type: 'integer', required: true, min: 1 },
  author: { type: 'text', required: true, max: 140 },
  authorName: { type: 'text', required: true, max: 140 },
  rating: { type: 'integer', required: true, min: PRODUCT_RATING_MIN, max: PRODUCT_RATING_MAX, label: 'Rating' },
  text: { type: 'text', required: true, trim: true, min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX, label: 'Review' },
  createdAt: { type: 'datetime', default: (now) => now.toISOString() },
};

function toReview(record: DemoRecord): ProductReview {
  return {
    id: record.id,
    productId: Number(record.productId),
    author: String(record.author),
    authorName: String(record.authorName),
    rating: Number(record.rating),
    text: String(record.text),
    createdAt: String(record.createdAt),
    modified: String(record.modified),
  };
}

const newestFirst = (a: ProductReview, b: ProductReview) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export function reviewSummary(reviews: readonly ProductReview[]): ReviewSummary {
  const stars: ReviewSummary['stars'] = [];
  for (let rating = PRODUCT_RATING_MAX; rating >= PRODUCT_RATING_MIN; rating--) {
    stars.push({ rating, count: reviews.filter((review) => review.rating === rating).length });
  }
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  const average = reviews.length === 0 ? 0 : Math.round((total / reviews.length) * 10) / 10;
  return { count: reviews.length, average, stars };
}

function reviewsOfProduct(reviews: CollectionRecords, productId: number): ProductReviews {
  const list = reviews.where('productId', productId).map(toReview).sort(newestFirst);
  return { summary: reviewSummary(list), reviews: list };
}

/** The product the call names (404 when there is none). */
function productIdParam(call: CollectionCall): number {
  const productId = integerParam(call.params, 'productId');
  call.records.require(productId);
  return productId;
}

/** The review the call names, if it is the user's own: someone else's is 403, a missing one 404. */
function ownReview(reviews: CollectionRecords, id: number, user: RequestUser, action: string): DemoRecord {
  const review = reviews.require(id);
  if (review.author !== user.name) throw permissionError(`You can only ${action} your own review`);
  return review;
}

/** The stars and text the call sends (a missing one is reported as required, not as the wrong type). */
function reviewInput(params: Params): Params {
  const input: Params = {};
  if (params.rating !== undefined) input.rating = params.rating;
  if (params.text !== undefined) input.text = params.text;
  return input;
}

/** GET get-review-list {productId}. */
export function listReviews(call: CollectionCall, reviews: CollectionRecords): ProductReviews {
  return reviewsOfProduct(reviews, productIdParam(call));
}

/** POST add-review {productId, rating, text}: the user's one review of the product. */
export function addReview(call: CollectionCall, reviews: CollectionRecords): ProductReviews {
  const productId = productIdParam(call);
  const { user, params } = call;
  if (reviews.where('productId', productId).some((review) => review.author === user.name)) {
    throw new FrappeError(
      'DuplicateEntryError',
      'You have already reviewed this product. Edit your review to change it.',
    );
  }
  reviews.add({ ...reviewInput(params), productId, author: user.name, authorName: user.fullName });
  return reviewsOfProduct(reviews, productId);
}

/** POST update-review {id, rating, text, modified?}: the user's own review; `modified` as they read it. */
export function updateReview(call: CollectionCall, reviews: CollectionRecords): ProductReviews {
  const review = ownReview(reviews, integerParam(call.params, 'id'), call.user, 'change');
  const changes = { ...reviewInput(call.params), authorName: call.user.fullName };
  reviews.update(review.id, changes, modifiedParam(call.params));
  return reviewsOfProduct(reviews, Number(review.productId));
}

/** POST delete-review {id}: the user's own review. */
export function deleteReview(call: CollectionCall, reviews: CollectionRecords): ProductReviews {
  const review = ownReview(reviews, integerParam(call.params, 'id'), call.user, 'delete');
  reviews.remove(review.id);
  return reviewsOfProduct(reviews, Number(review.productId));
}

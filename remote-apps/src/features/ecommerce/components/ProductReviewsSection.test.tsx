import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { makeProduct } from '@apps/testing/ecommerce-fixtures';
import { signInAs } from '@apps/testing/user-role';
import type { ProductReview, ProductReviews } from 'tessera-contracts';
import { ProductReviewsSection } from './ProductReviewsSection';

jest.setTimeout(20_000);
const product = makeProduct({ title: 'Sport Earbuds' });
const ME = 'guest@tessera.dev';

function reviewBy(author: string, authorName: string, id: number): ProductReview {
  return {
    id,
    productId: product.id,
    author,
    authorName,
    rating: 4,
    text: `A review by ${authorName}.`,
    createdAt: '2026-11-20T10:00:00.000Z',
    modified: '2026-11-20 10:00:00.000000',
  };
}

function reviewsOf(reviews: ProductReview[]): ProductReviews {
  return {
    summary: { count: reviews.length, average: 4, stars: [{ rating: 4, count: reviews.length }] },
    reviews,
  };
}

const mine = reviewBy(ME, 'Gus Turner', 7);
const theirs = reviewBy('sample:Maya Chen', 'Maya Chen', 3);
let api: DemoApi;
const deleteReview = () => api.route('POST /api/ecommerce/delete-review');

beforeEach(() => {
  signInAs('GUEST');
  api = installDemoApi();
  api.route('GET /api/ecommerce/get-review-list').mockResolvedValue(reviewsOf([mine, theirs]));
  deleteReview().mockResolvedValue(reviewsOf([theirs]));
});

afterEach(() => api.restore());

async function openDeleteDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ProductReviewsSection product={product} />);
  const own = await screen.findByRole('article', { name: 'Review by Gus Turner' });
  within(own).getByRole('button', { name: 'Delete' }).focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your review?' });
  return { user, dialog };
}

it('asks before deleting the own review; Escape keeps it', async () => {
  const { user, dialog } = await openDeleteDialog();
  expect(dialog).toHaveTextContent('Your review of Sport Earbuds will be removed for everyone.');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(deleteReview()).not.toHaveBeenCalled();
  expect(screen.getByRole('article', { name: 'Review by Gus Turner' })).toBeVisible();
  // Back on the button that opened it.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
});

it('deletes the own review once confirmed, and focus moves to the heading', async () => {
  const { user, dialog } = await openDeleteDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleteReview()).toHaveBeenCalledWith({ id: mine.id }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Review by Gus Turner' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Review by Maya Chen' })).toBeVisible();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Reviews' })).toHaveFocus());
});

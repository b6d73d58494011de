// A product's reviews, and the signed-in user's own review written, changed or deleted. Each write answers the
// product's reviews as the server holds them, which replace the cached ones. Errors are left to the caller,
// which shows them through `readableError`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { ProductReview, ProductReviews, ReviewInput } from 'tessera-contracts';
import { ecommerceKeys } from './ecommerce-keys';

export async function fetchReviews(productId: number): Promise<ProductReviews> {
  const { data } = await apiClient.get<ProductReviews>('/api/ecommerce/get-review-list', { params: { productId } });
  return data;
}

export const useReviews = (productId: number) =>
  useQuery({ queryKey: ecommerceKeys.reviews(productId), queryFn: () => fetchReviews(productId) });

export type ReviewWrite =
  | { kind: 'add'; input: ReviewInput }
  | { kind: 'update'; review: ProductReview; input: ReviewInput }
  | { kind: 'delete'; review: ProductReview };

async function sendReviewWrite(productId: number, write: ReviewWrite): Promise<ProductReviews> {
  switch (write.kind) {
    case 'add':
      return (await apiClient.post<ProductReviews>('/api/ecommerce/add-review', { productId, ...write.input })).data;
    case 'update': {
      const { id, modified } = write.review;
      const body = { id, modified, ...write.input };
      return (await apiClient.post<ProductReviews>('/api/ecommerce/update-review', body)).data;
    }
    case 'delete':
      return (await apiClient.post<ProductReviews>('/api/ecommerce/delete-review', { id: write.review.id })).data;
  }
}

/** Resolves once the server has the change (the cache then holds its answer); rejects with its error. */
export function useReviewWrite(productId: number) {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (write: ReviewWrite) => sendReviewWrite(productId, write),
    onSuccess: (reviews) => client.setQueryData(ecommerceKeys.reviews(productId), reviews),
  });
  return mutateAsync;
}

// The review form's values and rules, the server's (tessera-contracts): 1 to 5 stars, a text of 10 to 2000
// characters after trimming.
import * as yup from 'yup';
import {
  PRODUCT_RATING_MAX,
  PRODUCT_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ProductReview,
  type ReviewInput,
} from 'tessera-contracts';

/** The stars as the select holds them ('' before the user picks). */
export interface ReviewFormValues {
  rating: string;
  text: string;
}

export const reviewFormValues = (review?: ProductReview): ReviewFormValues =>
  review ? { rating: String(review.rating), text: review.text } : { rating: '', text: '' };

export const reviewSchema = () =>
  yup.object({
    rating: yup
      .number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .required('Choose how many stars')
      .min(PRODUCT_RATING_MIN)
      .max(PRODUCT_RATING_MAX),
    text: yup
      .string()
      .trim()
      .required('Write a few words about the product')
      .min(REVIEW_TEXT_MIN, `At least ${REVIEW_TEXT_MIN} characters`)
      .max(REVIEW_TEXT_MAX, `At most ${REVIEW_TEXT_MAX} characters`),
  });

export const reviewInput = (values: ReviewFormValues): ReviewInput => ({
  rating: Number(values.rating),
  text: values.text.trim(),
});

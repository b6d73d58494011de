// The signed-in user's review of a product: stars and text, checked with ../model/review-form.ts before anything
// is sent; a refusal from the server is shown above the button, and the text stays for another try.
import { useState } from 'react';
import { readableError } from 'shared-auth';
import { Alert, Button, HStack, Stack } from 'shared-ui';
import { Form, Formik, SelectField, TextareaField } from 'shared-ui/forms';
import { PRODUCT_RATING_MAX, REVIEW_TEXT_MAX, type ProductReview, type ReviewInput } from 'tessera-contracts';
import { reviewFormValues, reviewInput, reviewSchema, type ReviewFormValues } from '../model/review-form';

const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
const STAR_OPTIONS = [
  { value: '', label: 'Choose…', disabled: true },
  ...STAR_WORDS.map((word, index) => {
    const stars = index + 1;
    return { value: String(stars), label: `${stars} of ${PRODUCT_RATING_MAX} stars: ${word}` };
  }).reverse(),
];

interface ReviewFormProps {
  /** The user's own review, when they edit it. */
  review?: ProductReview;
  /** Resolves once the server has it; a rejection is shown in the form. */
  onSubmit: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
}

export function ReviewForm({ review, onSubmit, onCancel }: ReviewFormProps) {
  const [schema] = useState(reviewSchema);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (values: ReviewFormValues) => {
    setRefusal(null);
    try {
      await onSubmit(reviewInput(values));
    } catch (error) {
      setRefusal(readableError(error));
    }
  };
  return (
    <Formik<ReviewFormValues> initialValues={reviewFormValues(review)} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={review ? 'Edit your review' : 'Write a review'}>
          <Stack gap="4">
            <SelectField name="rating" label="Your rating" required options={STAR_OPTIONS} />
            <TextareaField name="text" label="Your review" required rows={4} maxLength={REVIEW_TEXT_MAX} />
            {refusal && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{refusal}</Alert.Title>
              </Alert.Root>
            )}
            <HStack gap="3">
              <Button type="submit" loading={isSubmitting} loadingText="Saving">
                {review ? 'Save review' : 'Post review'}
              </Button>
              {onCancel && (
                <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
                  Cancel
                </Button>
              )}
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

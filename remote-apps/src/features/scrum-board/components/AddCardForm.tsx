import { memo } from 'react';
import { Form, Formik, useField } from 'shared-ui/forms';
import { SCRUM_TITLE_MAX } from 'tessera-contracts';
import { titleSchema, type TitleValues } from '../model/title-form';

interface AddCardFormProps {
  columnId: number;
  columnTitle: string;
  /** Resolves to whether the card was added (the field is then emptied). */
  onAdd: (columnId: number, title: string) => Promise<boolean>;
}

/** The title field: the board's plain input (20 columns draw one each), its rule's message under it. */
function TitleInput({ columnId, columnTitle }: Omit<AddCardFormProps, 'onAdd'>) {
  const [field, meta] = useField<string>('title');
  const error = meta.touched ? meta.error : undefined;
  const errorId = `scrum-new-card-error-${columnId}`;
  return (
    <>
      <input
        {...field}
        maxLength={SCRUM_TITLE_MAX}
        placeholder="New card title"
        aria-label={`New card in ${columnTitle}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className="scrum-add-card-error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
}

/** A new card's title at the foot of a column: checked on submit, saved trimmed, then the field is emptied. */
export const AddCardForm = memo(function AddCardForm({ columnId, columnTitle, onAdd }: AddCardFormProps) {
  return (
    <Formik<TitleValues>
      initialValues={{ title: '' }}
      validationSchema={titleSchema}
      validateOnBlur={false}
      onSubmit={async ({ title }, helpers) => {
        if (await onAdd(columnId, title.trim())) helpers.resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form className="scrum-add-card" noValidate>
          <TitleInput columnId={columnId} columnTitle={columnTitle} />
          <button
            type="submit"
            aria-label={`Add card to ${columnTitle}`}
            aria-disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            Add
          </button>
        </Form>
      )}
    </Formik>
  );
});

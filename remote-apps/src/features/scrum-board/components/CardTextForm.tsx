import { Box, Button, Stack } from 'shared-ui';
import { Form, Formik, FormFocus, TextareaField, TextField } from 'shared-ui/forms';
import { SCRUM_DESCRIPTION_MAX, SCRUM_TITLE_MAX, type ScrumCard } from 'tessera-contracts';
import { cardTextSchema, withText, type CardTextValues } from '../model/card-text-form';

export interface CardTextFormProps {
  card: ScrumCard;
  onSave: (card: ScrumCard, what: string) => Promise<boolean>;
}

/** A card's title and description, saved together; Save is offered once either changed. */
export function CardTextForm({ card, onSave }: CardTextFormProps) {
  return (
    <Formik<CardTextValues>
      initialValues={{ title: card.title, description: card.description }}
      validationSchema={cardTextSchema}
      validateOnBlur={false}
      onSubmit={async (values) => {
        await onSave(withText(card, values), 'the title and description');
      }}
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate>
          <FormFocus />
          <Stack gap={3}>
            <TextField name="title" label="Title" maxLength={SCRUM_TITLE_MAX} />
            <TextareaField name="description" label="Description" rows={4} maxLength={SCRUM_DESCRIPTION_MAX} />
            <Box>
              <Button type="submit" size="sm" disabled={!dirty} loading={isSubmitting}>
                Save title and description
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

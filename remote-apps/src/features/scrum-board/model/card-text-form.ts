// The card dialog's title and description form: a card needs a title; both at most as long as the demo API keeps.
import { object, string } from 'yup';
import { SCRUM_DESCRIPTION_MAX, SCRUM_TITLE_MAX, type ScrumCard } from 'tessera-contracts';

export type CardTextValues = Pick<ScrumCard, 'title' | 'description'>;

export const cardTextSchema = object({
  title: string()
    .trim()
    .required('A card needs a title.')
    .max(SCRUM_TITLE_MAX, `Keep the title to ${SCRUM_TITLE_MAX} characters or fewer.`),
  description: string().max(
    SCRUM_DESCRIPTION_MAX,
    `Keep the description to ${SCRUM_DESCRIPTION_MAX} characters or fewer.`,
  ),
});

/** The card as saved from the form: the title trimmed, the description as typed. */
export function withText(card: ScrumCard, values: CardTextValues): ScrumCard {
  return { ...card, title: values.title.trim(), description: values.description };
}

// The rule for a new tag's name, checked before sending so an obvious mistake costs no round trip.
import { object, string } from 'yup';
import type { TodoTag } from 'tessera-contracts';

export interface NewTagValues {
  name: string;
}

/** A name is needed, and none of `tags` may have it already (ignoring case). */
export function newTagSchema(tags: readonly TodoTag[]) {
  return object({
    name: string()
      .trim()
      .required('Enter a tag name.')
      .test(
        'unused',
        ({ value }: { value: string }) => `A tag named “${value}” already exists.`,
        (name) => tags.every((tag) => tag.name.toLocaleLowerCase() !== name.toLocaleLowerCase()),
      ),
  });
}

// What the tag input does with text, kept apart from the component so it can be tested on its own.

export const TAG_MAX_LENGTH = 30;
export const MAX_TAGS = 8;
const SUGGESTION_LIMIT = 6;

export type AddOutcome =
  | { kind: 'added'; tags: string[]; tag: string }
  | { kind: 'empty' }
  | { kind: 'duplicate'; tag: string }
  | { kind: 'too-long'; tag: string }
  | { kind: 'full' };

/** The tag as stored: no spaces around it, runs of spaces as one. */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

const sameTag = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export function hasTag(tags: readonly string[], tag: string): boolean {
  return tags.some((existing) => sameTag(existing, tag));
}

/** Adds `raw` to `tags` unless it is blank, already there (in any case), too long, or the list is full. */
export function addTag(tags: readonly string[], raw: string): AddOutcome {
  const tag = normalizeTag(raw);
  if (tag === '') return { kind: 'empty' };
  if (hasTag(tags, tag)) return { kind: 'duplicate', tag };
  if (tag.length > TAG_MAX_LENGTH) return { kind: 'too-long', tag };
  if (tags.length >= MAX_TAGS) return { kind: 'full' };
  return { kind: 'added', tags: [...tags, tag], tag };
}

/** What the user is told about an attempt to add a tag. */
export function describeOutcome(outcome: AddOutcome): string {
  switch (outcome.kind) {
    case 'added':
      return `Added “${outcome.tag}”.`;
    case 'duplicate':
      return `“${outcome.tag}” is already added.`;
    case 'too-long':
      return `A tag can have at most ${TAG_MAX_LENGTH} characters.`;
    case 'full':
      return `You can add at most ${MAX_TAGS} tags.`;
    case 'empty':
      return '';
  }
}

/**
 * Text typed or pasted with commas: every part before the last comma is a finished tag, the part after it is
 * still being typed.
 */
export function splitOnCommas(text: string): { finished: string[]; rest: string } {
  const parts = text.split(',');
  const rest = parts.pop() ?? '';
  return { finished: parts.map(normalizeTag).filter((part) => part !== ''), rest };
}

/** Known tags matching `query` (those starting with it first), leaving out the ones already chosen. */
export function suggestTags(query: string, known: readonly string[], chosen: readonly string[]): string[] {
  const needle = normalizeTag(query).toLocaleLowerCase();
  if (needle === '') return [];
  const open = known.filter((tag) => !hasTag(chosen, tag));
  const starting = open.filter((tag) => tag.toLocaleLowerCase().startsWith(needle));
  const containing = open.filter(
    (tag) => !tag.toLocaleLowerCase().startsWith(needle) && tag.toLocaleLowerCase().includes(needle),
  );
  return [...starting, ...containing].slice(0, SUGGESTION_LIMIT);
}

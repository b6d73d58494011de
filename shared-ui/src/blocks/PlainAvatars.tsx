// A few people's initials avatars as plain spans, for cards and rows drawn by the hundred: one style sheet on the
// list (PLAIN_AVATARS_CSS) draws them all. Each avatar is named by the person's full name; the people beyond `max`
// are counted ("+2") and named too.
import type { SystemStyleObject } from '@chakra-ui/react';

export const PLAIN_AVATARS_CSS: SystemStyleObject = {
  '& .plain-avatars': { display: 'inline-flex', alignItems: 'center', flexShrink: 0 },
  '& .plain-avatar': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '6',
    flexShrink: 0,
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'bg.panel',
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontSize: '2xs',
    fontWeight: 'semibold',
    lineHeight: '1',
    textTransform: 'uppercase',
  },
  // Overlapping, the first on top; margin-inline-start so the stack follows the reading direction.
  '& .plain-avatar + .plain-avatar': { marginInlineStart: '-1.5' },
  '& .plain-avatar[data-more]': { bg: 'bg.emphasized', color: 'fg', textTransform: 'none' },
};

/** Up to two letters: the first of the first and of the last word ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return first + last;
}

interface PlainAvatarsProps {
  /** The people's full names, in order. */
  names: readonly string[];
  /** More than this many shows the first `max - 1` and "+n". */
  max?: number;
  /** The accessible name of the group ("Assignees"). */
  label: string;
}

export function PlainAvatars({ names, max = 3, label }: PlainAvatarsProps) {
  if (names.length === 0) return null;
  const shown = names.length > max ? names.slice(0, max - 1) : names;
  const hidden = names.slice(shown.length);
  return (
    <span className="plain-avatars" role="group" aria-label={label}>
      {shown.map((name, index) => (
        <span
          key={`${index}-${name}`}
          className="plain-avatar"
          role="img"
          aria-label={name}
          title={name}
          style={{ zIndex: shown.length - index }}
        >
          <span aria-hidden="true">{initialsOf(name)}</span>
        </span>
      ))}
      {hidden.length > 0 && (
        <span
          className="plain-avatar"
          data-more=""
          role="img"
          aria-label={`${hidden.length} more: ${hidden.join(', ')}`}
          title={hidden.join(', ')}
        >
          <span aria-hidden="true">{`+${hidden.length}`}</span>
        </span>
      )}
    </span>
  );
}

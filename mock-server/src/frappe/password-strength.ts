// Frappe's password policy (System Settings "Enable Password Policy", on by default with a minimum zxcvbn score
// of 2), following frappe/utils/password_strength.py: the same zxcvbn scoring, and Frappe's own wording of the
// feedback, taken from the password's longest match.

import zxcvbn from 'zxcvbn';
import { FrappeError } from './errors';

// The typings leave out two fields zxcvbn sets on some matches.
type Match = zxcvbn.ZXCVBNSequence & { turns?: number; regex_name?: string };

interface Feedback {
  warning: string;
  suggestions: string[];
}

const START_UPPER = /^[A-Z][^A-Z]+$/;
const ALL_UPPER = /^[^a-z]+$/;

function dictionaryFeedback(match: Match, soleMatch: boolean): Feedback {
  let warning = '';
  if (match.dictionary_name === 'passwords') {
    if (soleMatch && !match.l33t) {
      const rank = match.rank ?? Infinity;
      if (rank <= 10) warning = 'This is a top-10 common password.';
      else if (rank <= 100) warning = 'This is a top-100 common password.';
      else warning = 'This is a very common password.';
    } else {
      warning = 'This is similar to a commonly used password.';
    }
  } else if (match.dictionary_name === 'english') {
    if (soleMatch) warning = 'A word by itself is easy to guess.';
  } else if (['surnames', 'male_names', 'female_names'].includes(match.dictionary_name ?? '')) {
    warning = soleMatch
      ? 'Names and surnames by themselves are easy to guess.'
      : 'Common names and surnames are easy to guess.';
  }
  const suggestions: string[] = [];
  if (START_UPPER.test(match.token)) suggestions.push("Capitalization doesn't help very much.");
  else if (ALL_UPPER.test(match.token)) suggestions.push('All-uppercase is almost as easy to guess as all-lowercase.');
  return { warning, suggestions };
}

function matchFeedback(match: Match, soleMatch: boolean): Feedback | null {
  switch (match.pattern) {
    case 'dictionary':
      return dictionaryFeedback(match, soleMatch);
    case 'spatial':
      return match.turns === 1
        ? {
            warning: 'Straight rows of keys are easy to guess',
            suggestions: ['Try to use a longer keyboard pattern with more turns'],
          }
        : {
            warning: 'Short keyboard patterns are easy to guess',
            suggestions: ['Make use of longer keyboard patterns'],
          };
    case 'repeat':
      return match.base_token?.length === 1
        ? {
            warning: 'Repeats like "aaa" are easy to guess',
            suggestions: ["Let's avoid repeated words and characters"],
          }
        : {
            warning: 'Repeats like "abcabcabc" are only slightly harder to guess than "abc"',
            suggestions: ['Try to avoid repeated words and characters'],
          };
    case 'sequence':
      return { warning: '', suggestions: ['Avoid sequences like abc or 6543 as they are easy to guess'] };
    case 'regex':
      return match.regex_name === 'recent_year'
        ? {
            warning: 'Recent years are easy to guess.',
            suggestions: ['Avoid recent years.', 'Avoid years that are associated with you.'],
          }
        : null;
    case 'date':
      return {
        warning: 'Dates are often easy to guess.',
        suggestions: ['Avoid dates and years that are associated with you.'],
      };
    default:
      return null;
  }
}

/**
 * Frappe's update_password check: a password scoring under `minimumScore` is refused with a ValidationError
 * titled "Invalid Password", its message the feedback's warning and suggestions.
 */
export function assertStrongPassword(password: string, userInputs: string[], minimumScore: number): void {
  // Frappe scores only the first 128 characters: zxcvbn is slow on long random input.
  const result = zxcvbn(password.slice(0, 128), userInputs);
  if (result.score >= minimumScore && result.score > 0) return;
  const longest = result.sequence.reduce<Match | null>(
    (best, match) => (best === null || match.token.length > best.token.length ? match : best),
    null,
  );
  const feedback = (longest && matchFeedback(longest, result.sequence.length === 1)) ?? {
    warning: '',
    suggestions: ['Better add a few more letters or another word'],
  };
  throw new FrappeError('ValidationError', [feedback.warning, ...feedback.suggestions].join(' '), {
    title: 'Invalid Password',
  });
}

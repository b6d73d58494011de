import { MAX_TAGS, addTag, describeOutcome, normalizeTag, splitOnCommas, suggestTags } from './tag-list';

test('a tag is trimmed and its inner spaces collapsed', () => {
  expect(normalizeTag('  release   notes ')).toBe('release notes');
});

test('adding refuses blanks, duplicates in any case, long tags and a full list, and says why', () => {
  expect(addTag(['react'], 'design')).toEqual({ kind: 'added', tags: ['react', 'design'], tag: 'design' });
  expect(addTag(['react'], '   ')).toEqual({ kind: 'empty' });
  const duplicate = addTag(['React'], ' react ');
  expect(duplicate).toEqual({ kind: 'duplicate', tag: 'react' });
  expect(describeOutcome(duplicate)).toBe('“react” is already added.');
  expect(addTag([], 'x'.repeat(31)).kind).toBe('too-long');
  const full = Array.from({ length: MAX_TAGS }, (_, index) => `tag ${index}`);
  expect(describeOutcome(addTag(full, 'one more'))).toBe('You can add at most 8 tags.');
});

test('commas finish tags and keep what follows them', () => {
  expect(splitOnCommas('design, react,, ux')).toEqual({ finished: ['design', 'react'], rest: ' ux' });
  expect(splitOnCommas('design,')).toEqual({ finished: ['design'], rest: '' });
  expect(splitOnCommas('design')).toEqual({ finished: [], rest: 'design' });
});

test('suggestions put tags that start with the text first and leave out the chosen ones', () => {
  const known = ['TypeScript', 'React', 'Redux', 'Design systems', 'Accessibility', 'Performance'];
  expect(suggestTags('re', known, [])).toEqual(['React', 'Redux']);
  expect(suggestTags('RE', known, ['react'])).toEqual(['Redux']);
  expect(suggestTags('s', known, [])).toEqual(['TypeScript', 'Design systems', 'Accessibility']);
  expect(suggestTags('  ', known, [])).toEqual([]);
});

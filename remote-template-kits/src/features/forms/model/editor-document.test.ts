import { STARTER_DOCUMENT, storedDocument } from './editor-document';

test('a stored document comes back as it was', () => {
  expect(storedDocument(STARTER_DOCUMENT)).toEqual(STARTER_DOCUMENT);
});

test('anything but a document is refused', () => {
  expect(storedDocument(undefined)).toBeNull();
  expect(storedDocument('<p>html</p>')).toBeNull();
  expect(storedDocument({ type: 'paragraph' })).toBeNull();
});

test('a link to an unsafe address loses its link, and its text stays', () => {
  const stored = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'bad',
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'bold' }],
          },
          { type: 'text', text: 'good', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
          'not a node',
        ],
      },
    ],
  };
  expect(storedDocument(stored)).toEqual({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'bad', marks: [{ type: 'bold' }] },
          { type: 'text', text: 'good', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
        ],
      },
    ],
  });
});

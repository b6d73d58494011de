// The editor's document as stored: Tiptap's JSON (never HTML). What comes back from the server is checked before
// the editor sees it: it must be a document, and a link mark with an unsafe address loses its link.
import type { JSONContent } from '@tiptap/core';
import { isSafeLink } from './safe-link';

export const EDITOR_SETTINGS_KEY = 'Tessera Forms Editor';
/** The field of the stored settings that holds the document. */
export const DOCUMENT_FIELD = 'document';

export const STARTER_DOCUMENT: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Meeting notes' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Write here. Your text is ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'saved as you type' },
        { type: 'text', text: ' and comes back after a reload.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Agenda' }] }] },
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Decisions' }] }] },
      ],
    },
  ],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cleanNode(value: unknown): JSONContent | null {
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  const node: JSONContent = { type: value.type };
  if (isRecord(value.attrs)) node.attrs = value.attrs;
  if (typeof value.text === 'string') node.text = value.text;
  if (Array.isArray(value.marks)) {
    node.marks = value.marks.filter(
      (mark): mark is NonNullable<JSONContent['marks']>[number] =>
        isRecord(mark) &&
        typeof mark.type === 'string' &&
        (mark.type !== 'link' || (isRecord(mark.attrs) && isSafeLink(mark.attrs.href))),
    );
  }
  if (Array.isArray(value.content)) {
    node.content = value.content.map(cleanNode).filter((child): child is JSONContent => child !== null);
  }
  return node;
}

/** The stored document, cleaned; null when what is stored is not a document. */
export function storedDocument(value: unknown): JSONContent | null {
  const node = cleanNode(value);
  return node && node.type === 'doc' ? node : null;
}

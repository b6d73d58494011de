import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import type { JSONContent } from '@tiptap/react';
import { RichTextEditor } from './RichTextEditor';

const document_: JSONContent = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ship on Friday' }] }],
};

it('Ctrl+K links the text selected on screen, even before the editor has heard of that selection', async () => {
  const onChange = jest.fn<void, [JSONContent]>();
  renderWithProviders(<RichTextEditor initialContent={document_} onChange={onChange} label="Notes" />);
  const editor = await screen.findByRole('textbox', { name: 'Notes' });
  const text = await waitFor(() => {
    const node = editor.querySelector('p')?.firstChild;
    if (!node) throw new Error('no text yet');
    return node;
  });

  // A selection made by keys: the browser has moved it, its selectionchange event has not been handled yet.
  act(() => {
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 'Ship on Friday'.length);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  fireEvent.keyDown(editor, { key: 'k', ctrlKey: true });

  await userEvent.type(await screen.findByRole('textbox', { name: 'Address' }), 'example.com/release{Enter}');
  const link = await screen.findByRole('link', { name: 'Ship on Friday' });
  expect(link).toHaveAttribute('href', 'https://example.com/release');
  expect(editor).toHaveTextContent(/^Ship on Friday$/);
});

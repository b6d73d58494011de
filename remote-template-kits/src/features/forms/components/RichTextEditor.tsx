// The rich-text editor (Tiptap): headings 1–6, bold, italic, underline, lists, safe links, undo and redo, with
// Tiptap's usual shortcuts plus Ctrl/⌘+K for a link. It hands every change to `onChange` as Tiptap's JSON.
import { useState } from 'react';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { Box, Stack } from 'shared-ui';
import { SAFE_PROTOCOLS, isSafeLink } from '../model/safe-link';
import { EditorToolbar } from './EditorToolbar';

interface RichTextEditorProps {
  initialContent: JSONContent;
  onChange: (document: JSONContent) => void;
  label: string;
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: SAFE_PROTOCOLS.map((protocol) => protocol.replace(':', '')),
      isAllowedUri: (url) => isSafeLink(url),
      shouldAutoLink: (url) => isSafeLink(url.includes(':') ? url : `https://${url}`),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];

/**
 * Makes the editor's selection the one on screen. The browser reports a selection made by keys (Shift+Home)
 * a moment later, so a shortcut pressed right after would act on the old, collapsed one.
 */
function takeSelectionOnScreen(view: EditorView): void {
  const onScreen = window.getSelection();
  const { anchorNode, focusNode } = onScreen ?? {};
  if (!onScreen || !anchorNode || !focusNode || !view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return;
  const anchor = view.posAtDOM(anchorNode, onScreen.anchorOffset);
  const head = view.posAtDOM(focusNode, onScreen.focusOffset);
  const { selection } = view.state;
  if (anchor === selection.anchor && head === selection.head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
}

export function RichTextEditor({ initialContent, onChange, label }: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions,
    content: initialContent,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: 'form-editor-content',
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
      },
      handleKeyDown: (view, event) => {
        if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
          event.preventDefault();
          takeSelectionOnScreen(view);
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON()),
  });

  return (
    <Stack gap="2">
      <EditorToolbar editor={editor} linkOpen={linkOpen} onLinkOpenChange={setLinkOpen} />
      <Box
        borderWidth="1px"
        borderRadius="l2"
        bg="bg"
        css={{
          '& .tiptap': {
            minHeight: '16rem',
            padding: '4',
            outline: 'none',
            borderRadius: 'l2',
            lineHeight: '1.7',
            overflowWrap: 'anywhere',
          },
          '& .tiptap:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
          '& .tiptap > * + *': { marginTop: '3' },
          '& h1': { fontSize: '3xl', fontWeight: 'bold' },
          '& h2': { fontSize: '2xl', fontWeight: 'bold' },
          '& h3': { fontSize: 'xl', fontWeight: 'semibold' },
          '& h4': { fontSize: 'lg', fontWeight: 'semibold' },
          '& h5': { fontSize: 'md', fontWeight: 'semibold' },
          '& h6': { fontSize: 'sm', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide' },
          '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
          '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
          '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '4', color: 'fg.muted' },
          '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
          '& hr': { borderColor: 'border' },
        }}
        colorPalette="brand"
      >
        <EditorContent editor={editor} />
      </Box>
    </Stack>
  );
}

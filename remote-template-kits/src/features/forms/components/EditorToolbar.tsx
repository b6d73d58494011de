import type { KeyboardEvent, ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, HStack, IconButton, ListIcon, Separator } from 'shared-ui';
import {
  BoldIcon,
  Heading1Icon,
  Heading2Icon,
  Heading3Icon,
  Heading4Icon,
  Heading5Icon,
  Heading6Icon,
  ItalicIcon,
  ListOrderedIcon,
  Redo2Icon,
  UnderlineIcon,
  Undo2Icon,
} from 'shared-ui/kits';
import { LinkPopover } from './LinkPopover';

const HEADINGS = [
  { level: 1, icon: Heading1Icon },
  { level: 2, icon: Heading2Icon },
  { level: 3, icon: Heading3Icon },
  { level: 4, icon: Heading4Icon },
  { level: 5, icon: Heading5Icon },
  { level: 6, icon: Heading6Icon },
] as const;

interface ToolButtonProps {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, shortcut, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <IconButton
      aria-label={label}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      aria-keyshortcuts={shortcut}
      aria-pressed={pressed}
      disabled={disabled}
      size="sm"
      variant={pressed ? 'subtle' : 'ghost'}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** Arrow keys move between the toolbar's buttons, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const forward = (event.key === 'ArrowRight') !== (getComputedStyle(event.currentTarget).direction === 'rtl');
  const target =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (index + (forward ? 1 : -1) + buttons.length) % buttons.length;
  buttons[target]?.focus();
}

interface EditorToolbarProps {
  editor: Editor;
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
}

/** The editor's formatting buttons; each shows whether it applies to the selection. */
export function EditorToolbar({ editor, linkOpen, onLinkOpenChange }: EditorToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      headings: HEADINGS.map(({ level }) => current.isActive('heading', { level })),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? null,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <HStack
      role="toolbar"
      aria-label="Formatting"
      aria-controls="form-editor-content"
      gap="1"
      wrap="wrap"
      onKeyDown={moveFocus}
    >
      <Button
        size="sm"
        variant={active.paragraph ? 'subtle' : 'ghost'}
        aria-pressed={active.paragraph}
        aria-keyshortcuts="Control+Alt+0"
        onClick={() => chain().setParagraph().run()}
      >
        Text
      </Button>
      {HEADINGS.map(({ level, icon: HeadingIcon }, index) => (
        <ToolButton
          key={level}
          label={`Heading ${level}`}
          shortcut={`Control+Alt+${level}`}
          pressed={active.headings[index]}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          <HeadingIcon />
        </ToolButton>
      ))}
      <Separator orientation="vertical" height="6" />
      <ToolButton label="Bold" shortcut="Control+B" pressed={active.bold} onClick={() => chain().toggleBold().run()}>
        <BoldIcon />
      </ToolButton>
      <ToolButton
        label="Italic"
        shortcut="Control+I"
        pressed={active.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <ItalicIcon />
      </ToolButton>
      <ToolButton
        label="Underline"
        shortcut="Control+U"
        pressed={active.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <UnderlineIcon />
      </ToolButton>
      <Separator orientation="vertical" height="6" />
      <ToolButton
        label="Bulleted list"
        shortcut="Control+Shift+8"
        pressed={active.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <ListIcon />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        shortcut="Control+Shift+7"
        pressed={active.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrderedIcon />
      </ToolButton>
      <LinkPopover
        open={linkOpen}
        onOpenChange={onLinkOpenChange}
        active={active.link}
        currentHref={active.href}
        onApply={(href) => {
          if (editor.state.selection.empty && !active.link) {
            // Nothing selected: the address itself becomes the linked text.
            chain()
              .insertContent({
                type: 'text',
                text: href.replace(/^mailto:/, ''),
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
          } else chain().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      <Separator orientation="vertical" height="6" />
      <ToolButton label="Undo" shortcut="Control+Z" disabled={!active.canUndo} onClick={() => chain().undo().run()}>
        <Undo2Icon />
      </ToolButton>
      <ToolButton
        label="Redo"
        shortcut="Control+Shift+Z"
        disabled={!active.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Redo2Icon />
      </ToolButton>
    </HStack>
  );
}

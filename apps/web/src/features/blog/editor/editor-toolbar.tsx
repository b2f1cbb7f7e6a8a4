import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  type LucideIcon,
  QuoteIcon,
  Redo2Icon,
  Undo2Icon,
} from 'lucide-react';
import { Fragment, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type ToolbarState = NonNullable<ReturnType<typeof readState>>;

function readState(editor: Editor) {
  return {
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

interface Tool {
  id: keyof typeof LABEL_KEYS;
  icon: LucideIcon;
  /** A toggle (aria-pressed) reads its state here. */
  pressed?: (state: ToolbarState) => boolean;
  disabled?: (state: ToolbarState) => boolean;
  run: (editor: Editor) => void;
}

const LABEL_KEYS = {
  heading2: 'blog.editor.toolbar.heading2',
  heading3: 'blog.editor.toolbar.heading3',
  bold: 'blog.editor.toolbar.bold',
  italic: 'blog.editor.toolbar.italic',
  bulletList: 'blog.editor.toolbar.bulletList',
  orderedList: 'blog.editor.toolbar.orderedList',
  blockquote: 'blog.editor.toolbar.blockquote',
  link: 'blog.editor.toolbar.link',
  image: 'blog.editor.toolbar.image',
  undo: 'blog.editor.toolbar.undo',
  redo: 'blog.editor.toolbar.redo',
} as const;

/**
 * The formatting toolbar (ARIA toolbar: one tab stop, arrow keys, Home and End move between the buttons).
 * Each button is named; toggles say whether they are on; Link and Imagem open their dialogs.
 */
export function EditorToolbar({
  editor,
  onLink,
  onImage,
}: {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
}) {
  const { t } = useTranslation();
  const state = useEditorState({ editor, selector: ({ editor: current }) => readState(current) });
  const groups: Tool[][] = [
    [
      {
        id: 'heading2',
        icon: Heading2Icon,
        pressed: (s) => s.heading2,
        run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      },
      {
        id: 'heading3',
        icon: Heading3Icon,
        pressed: (s) => s.heading3,
        run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        id: 'bold',
        icon: BoldIcon,
        pressed: (s) => s.bold,
        run: (e) => e.chain().focus().toggleBold().run(),
      },
      {
        id: 'italic',
        icon: ItalicIcon,
        pressed: (s) => s.italic,
        run: (e) => e.chain().focus().toggleItalic().run(),
      },
    ],
    [
      {
        id: 'bulletList',
        icon: ListIcon,
        pressed: (s) => s.bulletList,
        run: (e) => e.chain().focus().toggleBulletList().run(),
      },
      {
        id: 'orderedList',
        icon: ListOrderedIcon,
        pressed: (s) => s.orderedList,
        run: (e) => e.chain().focus().toggleOrderedList().run(),
      },
      {
        id: 'blockquote',
        icon: QuoteIcon,
        pressed: (s) => s.blockquote,
        run: (e) => e.chain().focus().toggleBlockquote().run(),
      },
    ],
    [
      { id: 'link', icon: LinkIcon, pressed: (s) => s.link, run: onLink },
      { id: 'image', icon: ImageIcon, run: onImage },
    ],
    [
      {
        id: 'undo',
        icon: Undo2Icon,
        disabled: (s) => !s.canUndo,
        run: (e) => e.chain().focus().undo().run(),
      },
      {
        id: 'redo',
        icon: Redo2Icon,
        disabled: (s) => !s.canRedo,
        run: (e) => e.chain().focus().redo().run(),
      },
    ],
  ];
  const tools = groups.flat();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label={t('blog.editor.toolbar.label')}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1.5"
    >
      {groups.map((group, groupIndex) => (
        <Fragment key={group[0]?.id}>
          {groupIndex > 0 && <span aria-hidden className="mx-1 h-6 w-px bg-border" />}
          {group.map((tool) => {
            index += 1;
            const position = index;
            const Icon = tool.icon;
            const pressed = state && tool.pressed ? tool.pressed(state) : undefined;
            const disabled = state && tool.disabled ? tool.disabled(state) : false;
            return (
              <button
                key={tool.id}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === active ? 0 : -1}
                onFocus={() => setActive(position)}
                onClick={() => !disabled && tool.run(editor)}
                aria-label={t(LABEL_KEYS[tool.id])}
                title={t(LABEL_KEYS[tool.id])}
                aria-pressed={pressed}
                aria-disabled={disabled || undefined}
                data-testid={`toolbar-${tool.id}`}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md text-foreground/80 outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  pressed && 'bg-primary/15 text-primary hover:bg-primary/20 hover:text-primary',
                  disabled && 'cursor-not-allowed opacity-40 hover:bg-transparent',
                )}
              >
                <Icon className="size-4" aria-hidden />
              </button>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}

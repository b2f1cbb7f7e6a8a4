import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { ARTICLE_PROSE } from '../article-prose';
import { EditorToolbar } from './editor-toolbar';
import { ImageDialog, type InsertedImage } from './image-dialog';
import { LinkDialog } from './link-dialog';

export interface RichTextEditorProps {
  /** The HTML to start from (later changes of the prop are not pushed into the editor). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the visible label, and of the hint and error texts. */
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
}

/** The editable area's attributes: a named, described multi-line text box. */
function contentAttributes(
  labelledBy: string,
  describedBy: string,
  invalid: boolean,
): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    'data-testid': 'rich-text-content',
    class: cn(ARTICLE_PROSE, 'min-h-80 px-4 py-3 outline-none'),
  };
}

/**
 * The article's rich-text editor (TipTap on ProseMirror): H2/H3, bold, italic, lists, quote, links and
 * images, with undo and redo. It writes HTML that the server's allowlist keeps. Loaded on its own (lazy), in
 * the editor's chunk only.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const applied = useRef(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: { attributes: contentAttributes(labelledBy, describedBy, invalid) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: contentAttributes(labelledBy, describedBy, invalid) } });
  }, [editor, labelledBy, describedBy, invalid]);

  /** After a dialog: the caret back in the text when something was applied, else the toolbar button. */
  const onCloseAutoFocus = (event: Event) => {
    if (!applied.current) return;
    applied.current = false;
    event.preventDefault();
    editor.commands.focus();
  };
  const close = () => setDialog(null);
  const applyLink = (href: string) => {
    applied.current = true;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    close();
  };
  const removeLink = () => {
    applied.current = true;
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };
  const insertImage = (image: InsertedImage) => {
    applied.current = true;
    editor.chain().focus().setImage(image).run();
    close();
  };

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 dark:bg-input/30',
        invalid && 'border-destructive',
      )}
    >
      <EditorToolbar editor={editor} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />
      <EditorContent editor={editor} />
      <LinkDialog
        open={dialog === 'link'}
        initialHref={dialog === 'link' ? String(editor.getAttributes('link').href ?? '') : ''}
        onOpenChange={(open) => !open && close()}
        onApply={applyLink}
        onRemove={removeLink}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <ImageDialog
        open={dialog === 'image'}
        onOpenChange={(open) => !open && close()}
        onInsert={insertImage}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </div>
  );
}

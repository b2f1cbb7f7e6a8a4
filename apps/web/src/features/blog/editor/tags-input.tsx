import { XIcon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { type TranslationKey, translateMessage } from '@/lib/i18n-keys';
import { cn } from '@/lib/utils';
import { addTags } from './article-form-values';

/**
 * The tags as removable chips, with a field that adds what is typed on Enter, a comma or leaving it (a pasted
 * 'a, b, c' adds three); Backspace in the empty field removes the last one.
 */
export function TagsInput({
  id,
  tags,
  onChange,
  error,
}: {
  /** The text field's id (the label points to it). */
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  /** An i18n key from the form's validation. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [typingError, setTypingError] = useState<TranslationKey | null>(null);
  const shownError = typingError ?? error;

  const commit = (value: string) => {
    const change = addTags(tags, value);
    if (change.tags.length !== tags.length) onChange(change.tags);
    setTypingError(change.error ?? null);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (text.trim()) commit(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn(shownError && 'text-destructive')}>
        {t('blog.editor.fields.tags')}
      </Label>
      <div
        className={cn(
          'flex min-h-9 flex-wrap items-center gap-1.5 rounded-md border border-input px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 dark:bg-input/30',
          shownError && 'border-destructive',
        )}
      >
        <ul className="contents">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-secondary-foreground text-sm"
              data-testid="tag-chip"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                aria-label={t('blog.editor.fields.removeTag', { tag })}
                className="rounded-full p-0.5 outline-none hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            if (value.includes(',')) commit(value);
            else setText(value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && commit(text)}
          placeholder={tags.length === 0 ? t('blog.editor.fields.tagsPlaceholder') : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          className="h-7 min-w-32 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('blog.editor.fields.tagsHint')}
      </p>
      {shownError && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {translateMessage(t, shownError)}
        </p>
      )}
    </div>
  );
}

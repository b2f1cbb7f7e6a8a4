import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { TranslationKey } from '@/lib/i18n-keys';
import { normalizeLinkUrl } from './link-url';
import { UrlField } from './url-field';

function LinkForm({
  initialHref,
  onApply,
  onRemove,
  onCancel,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<TranslationKey | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const url = normalizeLinkUrl(href);
    if (!url) {
      setError('blog.editor.link.invalid');
      return;
    }
    onApply(url);
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <UrlField
        label={t('blog.editor.link.url')}
        value={href}
        error={error}
        onChange={(value) => {
          setHref(value);
          setError(undefined);
        }}
        autoFocus
      />
      <DialogFooter className="gap-2 sm:justify-between">
        {initialHref ? (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={onRemove}
          >
            {t('blog.editor.link.remove')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('blog.editor.cancel')}
          </Button>
          <Button type="submit">{t('blog.editor.link.apply')}</Button>
        </div>
      </DialogFooter>
    </form>
  );
}

/** The link of the selection: its address (http(s), mailto, tel or a path of this site), or none. */
export function LinkDialog({
  open,
  initialHref,
  onOpenChange,
  onApply,
  onRemove,
  onCloseAutoFocus,
}: {
  open: boolean;
  initialHref: string;
  onOpenChange: (open: boolean) => void;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('blog.editor.link.title')}</DialogTitle>
          <DialogDescription>{t('blog.editor.link.description')}</DialogDescription>
        </DialogHeader>
        <LinkForm
          initialHref={initialHref}
          onApply={onApply}
          onRemove={onRemove}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

import type { BlogArticleStatus } from '@afilia/validators';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import type { ArticleDetail } from '../blog-types';
import { useErrorDescription } from '../use-article-actions';
import {
  ARTICLE_FIELDS,
  type ArticleField,
  type ArticleFieldErrors,
  type ArticleFormValues,
  articleToFormValues,
  EMPTY_ARTICLE_VALUES,
  isDirty,
  savedToastKey,
  serverFieldErrors,
  validateArticle,
} from './article-form-values';

/** The DOM id of a field's control, for the focus on the first invalid one. */
export const fieldId = (field: ArticleField) => `article-${field}`;

function focusFirstInvalid(errors: ArticleFieldErrors) {
  const first = ARTICLE_FIELDS.find((field) => errors[field]);
  if (!first) return;
  const target =
    first === 'contentHtml'
      ? document.querySelector<HTMLElement>('[data-testid="rich-text-content"]')
      : document.getElementById(fieldId(first));
  target?.focus();
}

/**
 * The editor's state: the values, their errors, and 'Salvar rascunho' / 'Publicar' (checked with the server's
 * schema first). A new article's first save moves to its edit address; publishing opens the article.
 */
export function useArticleForm(article: ArticleDetail | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const describe = useErrorDescription();
  const create = trpc.blog.create.useMutation();
  const update = trpc.blog.update.useMutation();
  const [values, setValues] = useState<ArticleFormValues>(() =>
    article ? articleToFormValues(article) : EMPTY_ARTICLE_VALUES,
  );
  const [saved, setSaved] = useState<ArticleFormValues>(values);
  const [status, setStatus] = useState<BlogArticleStatus | null>(article?.status ?? null);
  const [errors, setErrors] = useState<ArticleFieldErrors>({});
  const [saving, setSaving] = useState<BlogArticleStatus | null>(null);
  const dirty = isDirty(values, saved);
  // Read by the leave guard when leaving; false while a save navigates on purpose.
  const guard = useRef({ dirty, leaving: false });
  guard.current.dirty = dirty;

  const setField = <K extends ArticleField>(field: K, value: ArticleFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!previous[field]) return previous;
      const { [field]: _removed, ...rest } = previous;
      return rest;
    });
  };

  const save = async (next: BlogArticleStatus) => {
    const checked = validateArticle(values, next);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(t('blog.editor.fixErrors'));
      focusFirstInvalid(checked.errors);
      return;
    }
    setSaving(next);
    try {
      const stored = article
        ? await update.mutateAsync({ id: article.id, data: checked.input })
        : await create.mutateAsync(checked.input);
      const storedValues = { ...values, slug: stored.slug };
      setValues(storedValues);
      setSaved(storedValues);
      setStatus(stored.status);
      setErrors({});
      utils.blog.get.setData({ idOrSlug: stored.id }, stored);
      utils.blog.get.setData({ idOrSlug: stored.slug }, stored);
      void Promise.all([
        utils.blog.list.invalidate(),
        utils.blog.tags.invalidate(),
        utils.blog.related.invalidate(),
      ]);
      toast.success(t(savedToastKey(status, stored.status)));
      guard.current.leaving = true;
      if (stored.status === 'published') await navigate({ to: '/blog/$slug', params: { slug: stored.slug } });
      else if (!article)
        await navigate({ to: '/blog/$slug/edit', params: { slug: stored.id }, replace: true });
      guard.current.leaving = false;
    } catch (error) {
      const parsed = parseError(error);
      const fieldErrors = serverFieldErrors(parsed.code, parsed.fieldErrors);
      setErrors(fieldErrors);
      toast.error(t('blog.editor.saveError'), { description: describe(error) });
      focusFirstInvalid(fieldErrors);
    } finally {
      setSaving(null);
    }
  };

  return {
    values,
    errors,
    setField,
    status,
    saving,
    dirty,
    save: (next: BlogArticleStatus) => void save(next),
    shouldBlockLeaving: () => guard.current.dirty && !guard.current.leaving,
  };
}

export type ArticleForm = ReturnType<typeof useArticleForm>;

import { BLOG_CATEGORIES, BLOG_EXCERPT_MAX, type BlogArticleStatus } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { EyeIcon, SaveIcon, SendIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { StatusBadge } from '../article-meta';
import { isBlogCategory } from '../blog-search';
import type { ArticleDetail } from '../blog-types';
import { ContentField } from './content-field';
import { CoverField } from './cover-field';
import { TagsInput } from './tags-input';
import { fieldId, useArticleForm } from './use-article-form';
import { useUnsavedGuard } from './use-unsaved-guard';

function SaveButtons({
  status,
  saving,
  onSave,
}: {
  status: BlogArticleStatus | null;
  saving: BlogArticleStatus | null;
  onSave: (status: BlogArticleStatus) => void;
}) {
  const { t } = useTranslation();
  const published = status === 'published';
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
      <Button
        variant="outline"
        onClick={() => onSave('draft')}
        disabled={saving !== null}
        data-testid="save-draft"
      >
        {saving === 'draft' ? <Spinner /> : <SaveIcon aria-hidden />}
        {t(published ? 'blog.editor.unpublish' : 'blog.editor.saveDraft')}
      </Button>
      <Button onClick={() => onSave('published')} disabled={saving !== null} data-testid="publish">
        {saving === 'published' ? <Spinner /> : <SendIcon aria-hidden />}
        {t(published ? 'blog.editor.update' : 'blog.editor.publish')}
      </Button>
    </div>
  );
}

/** The article editor's fields: the text on the left, the publication details on the right (stacked below lg). */
export function ArticleEditorForm({ article }: { article: ArticleDetail | null }) {
  const { t } = useTranslation();
  const form = useArticleForm(article);
  const { values, errors, setField } = form;
  const leaveDialog = useUnsavedGuard(form.shouldBlockLeaving);

  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      noValidate
      className="grid gap-6"
      data-testid="article-editor"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="font-bold text-3xl tracking-tight">
            {t(article ? 'blog.editor.editTitle' : 'blog.editor.newTitle')}
          </h1>
          {form.status && (
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              {t('blog.editor.status')}: <StatusBadge status={form.status} />
            </p>
          )}
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          {article && (
            <Button asChild variant="ghost">
              <Link to="/blog/$slug" params={{ slug: values.slug || article.slug }}>
                <EyeIcon aria-hidden />
                {t('blog.editor.viewArticle')}
              </Link>
            </Button>
          )}
          <SaveButtons status={form.status} saving={form.saving} onSave={form.save} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0">
          <CardContent className="grid gap-5">
            <FormField label={t('blog.editor.fields.title')} error={errors.title} id={fieldId('title')}>
              <Input
                value={values.title}
                onChange={(event) => setField('title', event.target.value)}
                placeholder={t('blog.editor.fields.titlePlaceholder')}
                maxLength={160}
                className="h-11 font-semibold text-lg placeholder:font-normal md:text-lg"
              />
            </FormField>
            <FormField
              label={t('blog.editor.fields.excerpt')}
              error={errors.excerpt}
              id={fieldId('excerpt')}
              description={`${t('blog.editor.fields.excerptHint')} ${values.excerpt.length}/${BLOG_EXCERPT_MAX}`}
            >
              <Textarea
                value={values.excerpt}
                onChange={(event) => setField('excerpt', event.target.value)}
                maxLength={BLOG_EXCERPT_MAX}
                rows={3}
              />
            </FormField>
            <ContentField
              initialHtml={values.contentHtml}
              onChange={(html) => setField('contentHtml', html)}
              error={errors.contentHtml}
            />
          </CardContent>
        </Card>

        <Card className="h-fit">
          <CardContent className="grid gap-5">
            <FormField
              label={t('blog.editor.fields.category')}
              error={errors.category}
              id={fieldId('category')}
            >
              <Select
                value={values.category}
                onValueChange={(value) => isBlogCategory(value) && setField('category', value)}
              >
                {/* FormField hands its id to the Select root, which renders nothing: the trigger takes it. */}
                <SelectTrigger
                  id={fieldId('category')}
                  className="w-full"
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={errors.category ? `${fieldId('category')}-error` : undefined}
                >
                  <SelectValue placeholder={t('blog.editor.fields.categoryPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {BLOG_CATEGORIES.map((id) => (
                    <SelectItem key={id} value={id}>
                      {t(`blog.categories.${id}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <TagsInput
              id={fieldId('tags')}
              tags={values.tags}
              onChange={(tags) => setField('tags', tags)}
              error={errors.tags}
            />
            <FormField
              label={t('blog.editor.fields.slug')}
              error={errors.slug}
              id={fieldId('slug')}
              description={t('blog.editor.fields.slugHint')}
            >
              <Input
                value={values.slug}
                onChange={(event) => setField('slug', event.target.value)}
                placeholder="como-recrutar-afiliados"
                autoComplete="off"
                spellCheck={false}
              />
            </FormField>
            <CoverField
              id={fieldId('coverImageUrl')}
              value={values.coverImageUrl}
              onChange={(url) => setField('coverImageUrl', url)}
              category={values.category}
              error={errors.coverImageUrl}
            />
          </CardContent>
        </Card>
      </div>
      {leaveDialog}
    </form>
  );
}

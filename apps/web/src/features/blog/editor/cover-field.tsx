import { isValidCoverImageUrl } from '@afilia/validators';
import { Trash2Icon, UploadIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerInput } from '@/components/file-picker-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { IMAGE_ACCEPT } from '@/lib/upload';
import { ArticleCover } from '../article-cover';
import { UploadProgress } from './upload-progress';
import { useImageUpload } from './use-image-upload';

/** The cover: uploaded (the public images bucket) or an https:// address, with its preview. */
export function CoverField({
  id,
  value,
  onChange,
  category,
  error,
}: {
  /** The address field's id. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  category: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, progress, uploading } = useImageUpload();
  const preview = value.trim() && isValidCoverImageUrl(value.trim()) ? value.trim() : null;

  const onFile = async (file: File) => {
    const path = await upload(file);
    if (path) onChange(path);
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">{t('blog.editor.fields.cover')}</legend>
      <div className="overflow-hidden rounded-lg border" data-testid="cover-preview">
        <ArticleCover
          coverImageUrl={preview}
          category={category || 'estrategia'}
          alt={preview ? t('blog.editor.fields.coverPreview') : ''}
        />
      </div>
      <FormField
        id={id}
        label={t('blog.editor.fields.coverUrl')}
        error={error}
        description={t('blog.editor.fields.coverHint')}
      >
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('blog.editor.fields.coverUrlPlaceholder')}
          inputMode="url"
          autoComplete="off"
          name="coverImageUrl"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
        >
          {uploading ? <Spinner /> : <UploadIcon aria-hidden />}
          {t('blog.editor.fields.coverUpload')}
        </Button>
        {value && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => onChange('')}
          >
            <Trash2Icon aria-hidden />
            {t('blog.editor.fields.coverRemove')}
          </Button>
        )}
      </div>
      <UploadProgress percent={progress} />
      <FilePickerInput
        accept={IMAGE_ACCEPT}
        inputRef={inputRef}
        testId="cover-file-input"
        onFile={(file) => void onFile(file)}
      />
    </fieldset>
  );
}

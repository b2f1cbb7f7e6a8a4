import { extractYoutubeId, isValidLinkUrl } from '@afilia/validators';
import { DownloadIcon, ExternalLinkIcon, FileUpIcon, ImageUpIcon, PlayCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ProductImage } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import { IMAGE_ACCEPT, privateFileKey } from '@/lib/upload';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  RemoveRowButton,
  type RowProps,
  UploadButton,
  UploadProgress,
  useRowUpload,
} from './media-row-controls';
import type { ProductFormValues } from './product-form-values';

const PREVIEW_DEBOUNCE_MS = 400;

/** An image row: a URL or an uploaded picture (the upload fills the URL), with a 4:3 preview. */
export function ImageRowFields({ index, canRemove, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { register, setValue, control, formState } = useFormContext<ProductFormValues>();
  const name = `imageLinks.${index}.url` as const;
  const url = useWatch({ control, name }) ?? '';
  const previewUrl = useDebouncedValue(url.trim(), PREVIEW_DEBOUNCE_MS);
  const error = formState.errors.imageLinks?.[index]?.url?.message;
  const upload = useRowUpload('product-images', (file) =>
    setValue(name, file.path, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  );
  const number = index + 1;
  return (
    <li
      className="grid gap-4 rounded-lg border bg-background p-3 sm:grid-cols-[10rem_1fr] sm:p-4"
      data-testid="image-row"
    >
      <ProductImage
        src={isValidLinkUrl(previewUrl) ? previewUrl : null}
        alt={t('products.form.images.previewAlt', { number })}
        showLabel
        className="sm:w-40"
      />
      <div className="grid content-start gap-3">
        <FormField label={t('products.form.images.urlLabel', { number })} error={error}>
          <Input {...register(name)} inputMode="url" placeholder={t('products.form.images.urlPlaceholder')} />
        </FormField>
        <UploadProgress progress={upload.progress} />
        <div className="flex flex-wrap items-center gap-2">
          <UploadButton
            label={t('products.form.images.upload')}
            accept={IMAGE_ACCEPT}
            busy={upload.progress !== null}
            icon={ImageUpIcon}
            onFile={(file) => void upload.start(file)}
            testId={`image-file-${index}`}
          />
          <div className="ml-auto">
            <RemoveRowButton
              label={t('products.form.images.remove', { number })}
              disabled={!canRemove || upload.progress !== null}
              onRemove={onRemove}
            />
          </div>
        </div>
      </div>
    </li>
  );
}

/** Opens a download: our private files through a signed, expiring URL; other links in a new tab. */
function OpenDownloadButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [opening, setOpening] = useState(false);
  const trimmed = url.trim();
  const key = privateFileKey(trimmed);
  if (!trimmed || (!key && !isValidLinkUrl(trimmed))) return null;
  if (!key) {
    return (
      <Button asChild variant="ghost" size="sm">
        <a href={trimmed} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon aria-hidden />
          {t('products.form.downloads.open')}
        </a>
      </Button>
    );
  }
  // Private files are served as attachments through a signed, expiring URL: download it in place.
  const download = async () => {
    setOpening(true);
    try {
      const { url: signed } = await utils.client.files.signedUrl.query({ bucket: 'product-files', key });
      const link = document.createElement('a');
      link.href = signed;
      link.download = '';
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toast.error(t('products.form.downloads.openFailed'), { duration: 4000 });
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button type="button" variant="ghost" size="sm" onClick={() => void download()} disabled={opening}>
      {opening ? <Spinner /> : <DownloadIcon aria-hidden />}
      {t('products.form.downloads.download')}
    </Button>
  );
}

/** A download row: title and URL, or an uploaded file (its name becomes the default title). */
export function DownloadRowFields({ index, canRemove, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { register, setValue, getValues, control, formState } = useFormContext<ProductFormValues>();
  const titleName = `downloadLinks.${index}.title` as const;
  const urlName = `downloadLinks.${index}.url` as const;
  const url = useWatch({ control, name: urlName }) ?? '';
  const errors = formState.errors.downloadLinks?.[index];
  const upload = useRowUpload('product-files', (file) => {
    setValue(urlName, file.path, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!getValues(titleName).trim()) setValue(titleName, file.originalName, { shouldDirty: true });
  });
  const number = index + 1;
  return (
    <li className="grid gap-3 rounded-lg border bg-background p-3 sm:p-4" data-testid="download-row">
      <div className="grid gap-3 md:grid-cols-2">
        <FormField label={t('products.form.downloads.titleLabel', { number })} error={errors?.title?.message}>
          <Input {...register(titleName)} placeholder={t('products.form.downloads.titlePlaceholder')} />
        </FormField>
        <FormField label={t('products.form.downloads.urlLabel', { number })} error={errors?.url?.message}>
          <Input
            {...register(urlName)}
            inputMode="url"
            placeholder={t('products.form.downloads.urlPlaceholder')}
          />
        </FormField>
      </div>
      <UploadProgress progress={upload.progress} />
      <div className="flex flex-wrap items-center gap-2">
        <UploadButton
          label={t('products.form.downloads.upload')}
          busy={upload.progress !== null}
          icon={FileUpIcon}
          onFile={(file) => void upload.start(file)}
          testId={`download-file-${index}`}
        />
        <OpenDownloadButton url={url} />
        <div className="ml-auto">
          <RemoveRowButton
            label={t('products.form.downloads.remove', { number })}
            disabled={!canRemove || upload.progress !== null}
            onRemove={onRemove}
          />
        </div>
      </div>
    </li>
  );
}

/** A video row: title and YouTube URL, with an embedded preview only for a valid link. */
export function VideoRowFields({ index, canRemove, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const titleName = `youtubeVideos.${index}.title` as const;
  const urlName = `youtubeVideos.${index}.url` as const;
  const url = useWatch({ control, name: urlName }) ?? '';
  const title = useWatch({ control, name: titleName }) ?? '';
  const videoId = extractYoutubeId(useDebouncedValue(url, PREVIEW_DEBOUNCE_MS));
  const errors = formState.errors.youtubeVideos?.[index];
  const number = index + 1;
  return (
    <li className="grid gap-3 rounded-lg border bg-background p-3 sm:p-4" data-testid="video-row">
      <div className="grid gap-3 md:grid-cols-2">
        <FormField label={t('products.form.videos.titleLabel', { number })} error={errors?.title?.message}>
          <Input {...register(titleName)} placeholder={t('products.form.videos.titlePlaceholder')} />
        </FormField>
        <FormField label={t('products.form.videos.urlLabel', { number })} error={errors?.url?.message}>
          <Input
            {...register(urlName)}
            inputMode="url"
            placeholder={t('products.form.videos.urlPlaceholder')}
          />
        </FormField>
      </div>
      {videoId ? (
        <div className="aspect-video w-full max-w-md overflow-hidden rounded-md border bg-black">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${videoId}`}
            title={title.trim() || t('products.form.videos.previewTitle', { number })}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
            data-testid="video-preview"
          />
        </div>
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground text-xs">
          <PlayCircleIcon className="size-4 shrink-0" aria-hidden />
          {t('products.form.videos.previewHint')}
        </p>
      )}
      <div className="flex justify-end">
        <RemoveRowButton
          label={t('products.form.videos.remove', { number })}
          disabled={!canRemove}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}

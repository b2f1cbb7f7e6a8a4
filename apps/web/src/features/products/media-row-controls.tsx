import { type ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FilePickerInput } from '@/components/file-picker-input';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { type UploadBucket, UploadError, type UploadedFile, uploadFile } from '@/lib/upload';

/** Upload state of one row: the percentage sent, or null when idle. */
export function useRowUpload(bucket: UploadBucket, onUploaded: (file: UploadedFile) => void) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const start = async (file: File) => {
    setProgress(0);
    try {
      const uploaded = await uploadFile(bucket, file, { onProgress: setProgress });
      onUploaded(uploaded);
      toast.success(
        t(bucket === 'product-images' ? 'products.upload.imageDone' : 'products.upload.fileDone'),
        {
          description: uploaded.originalName || file.name,
          duration: 3000,
        },
      );
    } catch (error) {
      const reason = error instanceof UploadError ? t(error.code, error.params) : t('errors.internal');
      toast.error(t('products.upload.failedTitle'), { description: reason, duration: 5000 });
    } finally {
      setProgress(null);
    }
  };
  return { progress, start };
}

export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation();
  if (progress === null) return null;
  return (
    <div className="grid gap-1" aria-live="polite" data-testid="upload-progress">
      <Progress value={progress} aria-label={t('products.upload.progressLabel')} />
      <span className="text-muted-foreground text-xs tabular-nums">
        {t('products.upload.progress', { percent: progress })}
      </span>
    </div>
  );
}

/** A hidden file input and the button that opens it. */
export function UploadButton({
  label,
  accept,
  busy,
  icon: Icon,
  onFile,
  testId,
}: {
  label: string;
  accept?: string;
  busy: boolean;
  icon: typeof ImageUpIcon;
  onFile: (file: File) => void;
  testId: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <FilePickerInput inputRef={inputRef} accept={accept} testId={testId} onFile={onFile} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => inputRef.current?.click()}
      >
        {busy ? <Spinner /> : <Icon aria-hidden />}
        {label}
      </Button>
    </>
  );
}

export function RemoveRowButton({
  label,
  disabled,
  onRemove,
}: {
  label: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={onRemove}
      disabled={disabled}
      aria-label={label}
      title={disabled ? t('products.form.lastRow') : label}
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
    >
      <Trash2Icon aria-hidden />
      <span className="sr-only sm:not-sr-only">{t('products.form.remove')}</span>
    </Button>
  );
}

export interface RowProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

import { isValidCoverImageUrl } from '@afilia/validators';
import { UploadIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerInput } from '@/components/file-picker-input';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { TranslationKey } from '@/lib/i18n-keys';
import { IMAGE_ACCEPT } from '@/lib/upload';
import { UploadProgress } from './upload-progress';
import { UrlField } from './url-field';
import { useImageUpload } from './use-image-upload';

export interface InsertedImage {
  src: string;
  alt: string;
}

/** 'foto-do-produto_01.png' → 'foto do produto 01': a first alternative text the author can improve. */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

function ImageForm({
  onInsert,
  onCancel,
}: {
  onInsert: (image: InsertedImage) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<TranslationKey | undefined>();
  const { upload, progress, uploading } = useImageUpload();
  const preview = src.trim() && isValidCoverImageUrl(src.trim()) ? src.trim() : null;
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);

  const onFile = async (file: File) => {
    const path = await upload(file);
    if (!path) return;
    setSrc(path);
    setError(undefined);
    setAlt((current) => current || altFromFileName(file.name));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!preview) {
      setError('blog.editor.image.invalid');
      return;
    }
    onInsert({ src: preview, alt: alt.trim() });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Button type="button" variant="outline" onClick={() => fileRef.current?.click()} disabled={uploading}>
          {uploading ? <Spinner /> : <UploadIcon aria-hidden />}
          {t('blog.editor.image.upload')}
        </Button>
        <UploadProgress percent={progress} />
        <FilePickerInput
          accept={IMAGE_ACCEPT}
          inputRef={fileRef}
          testId="editor-image-file-input"
          onFile={(file) => void onFile(file)}
        />
      </div>
      <UrlField
        label={t('blog.editor.image.url')}
        value={src}
        error={error}
        onChange={(value) => {
          setSrc(value);
          setError(undefined);
        }}
      />
      <FormField label={t('blog.editor.image.alt')} description={t('blog.editor.image.altHint')}>
        <Input value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={200} />
      </FormField>
      {preview && brokenPreview !== preview && (
        <img
          src={preview}
          alt=""
          onError={() => setBrokenPreview(preview)}
          className="max-h-40 w-fit max-w-full rounded-md border object-contain"
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('blog.editor.cancel')}
        </Button>
        <Button type="submit" disabled={uploading}>
          {t('blog.editor.image.insert')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** An image in the text: uploaded (the public images bucket) or an https:// address, with its alternative text. */
export function ImageDialog({
  open,
  onOpenChange,
  onInsert,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (image: InsertedImage) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('blog.editor.image.title')}</DialogTitle>
          <DialogDescription>{t('blog.editor.image.description')}</DialogDescription>
        </DialogHeader>
        <ImageForm onInsert={onInsert} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { IMAGE_ACCEPT, UploadError, uploadFile } from '@/lib/upload';

const ACCEPTED_TYPES = IMAGE_ACCEPT.split(',');

/**
 * Uploads an image to the public images bucket (as product images and profile photos are), with progress;
 * resolves to its site path (`/files/product-images/…`), or null after showing why it failed.
 */
export function useImageUpload() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File): Promise<string | null> => {
    if (!ACCEPTED_TYPES.includes(file.type)) {
      toast.error(t('blog.editor.uploadError'), { description: t('errors.storage.unsupportedType') });
      return null;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const uploaded = await uploadFile('product-images', file, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      return uploaded.path;
    } catch (error) {
      if (!controller.signal.aborted) {
        const description =
          error instanceof UploadError && error.code !== 'errors.internal'
            ? t(error.code, error.params)
            : undefined;
        toast.error(t('blog.editor.uploadError'), { description });
      }
      return null;
    } finally {
      abortRef.current = null;
      setProgress(null);
    }
  };

  return { upload, progress, uploading: progress !== null };
}

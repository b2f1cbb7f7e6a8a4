import { ImageIcon, ImageOffIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * A product picture in a 4:3 box. Without a source, or when it fails to load, a
 * placeholder takes its place.
 */
export function ProductImage({
  src,
  alt,
  className,
  iconClassName,
  showLabel = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  iconClassName?: string;
  /** Under the placeholder icon, say why there is no picture (form previews). */
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && failedSrc === src;
  return (
    <div
      data-slot="product-image"
      className={cn(
        'relative aspect-[4/3] w-full shrink-0 overflow-hidden rounded-md border bg-muted',
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div
          className="flex size-full flex-col items-center justify-center gap-1.5 p-2 text-center text-muted-foreground"
          role="img"
          aria-label={failed ? t('products.image.failed') : t('products.image.none')}
          data-testid={failed ? 'image-placeholder-error' : 'image-placeholder'}
        >
          {failed ? (
            <ImageOffIcon className={cn('size-6 opacity-70', iconClassName)} aria-hidden />
          ) : (
            <ImageIcon className={cn('size-6 opacity-70', iconClassName)} aria-hidden />
          )}
          {showLabel && (
            <span className="text-xs leading-tight">
              {failed ? t('products.image.failed') : t('products.image.none')}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

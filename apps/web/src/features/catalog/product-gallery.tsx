import { ImageIcon, ImageOffIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** A square picture, or a placeholder when there is none or it fails to load. */
function GalleryImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string | null;
  alt: string;
  /** The cover: load it at once (it is the page's largest paint). */
  eager?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  return (
    <div className={cn('relative aspect-square w-full overflow-hidden bg-muted', className)}>
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div
          className="flex size-full items-center justify-center text-muted-foreground"
          data-testid={failed ? 'image-placeholder-error' : 'image-placeholder'}
        >
          {alt && (
            <span className="sr-only">{t(failed ? 'catalog.gallery.failed' : 'catalog.gallery.none')}</span>
          )}
          {failed ? (
            <ImageOffIcon className="size-1/5 max-h-12 max-w-12 opacity-70" aria-hidden />
          ) : (
            <ImageIcon className="size-1/5 max-h-12 max-w-12 opacity-70" aria-hidden />
          )}
        </div>
      )}
    </div>
  );
}

/** The product's pictures: the chosen one large (the cover first), and a thumbnail button for each. */
export function ProductGallery({ title, imageUrls }: { title: string; imageUrls: string[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const total = imageUrls.length;
  const current = imageUrls[selected] ?? imageUrls[0] ?? null;

  return (
    <section aria-label={t('catalog.gallery.label')} className="grid gap-3" data-testid="product-gallery">
      <GalleryImage
        src={current}
        alt={total > 0 ? t('catalog.gallery.imageAlt', { title, number: selected + 1, total }) : title}
        eager
        className="rounded-xl border"
      />
      {total > 1 && (
        <ul className="grid grid-cols-5 gap-2">
          {imageUrls.map((url, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; the list never reorders
            <li key={`${index}-${url}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('catalog.gallery.show', { number: index + 1, total })}
                aria-pressed={index === selected}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  index === selected ? 'border-primary' : 'border-transparent hover:border-border',
                )}
              >
                <GalleryImage src={url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from './contact-links';

/** The product's YouTube previews, through youtube-nocookie and loaded only near the viewport. */
export function ProductVideos({
  title,
  videos,
}: {
  title: string;
  videos: { title: string; youtubeId: string }[];
}) {
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="product-videos-heading" className="grid gap-4" data-testid="product-videos">
      <h2 id="product-videos-heading" className="font-semibold text-xl tracking-tight">
        {t('catalog.videos.title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {videos.map((video, index) => {
          const name = video.title.trim() || t('catalog.videos.untitled', { number: index + 1, title });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same video may appear twice; the list never reorders
            <li key={`${index}-${video.youtubeId}`} className="grid gap-2">
              <div className="aspect-video overflow-hidden rounded-xl border bg-muted">
                <iframe
                  src={youtubeEmbedUrl(video.youtubeId)}
                  title={name}
                  loading="lazy"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
                  referrerPolicy="strict-origin-when-cross-origin"
                  allowFullScreen
                  className="size-full"
                />
              </div>
              {video.title.trim() && <p className="font-medium text-sm">{video.title}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

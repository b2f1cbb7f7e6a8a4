import type { ProductLink } from '@afilia/validators';
import { BUYER_DOWNLOAD_LINK_TTL_MS } from '@afilia/validators';
import type { StorageService } from '../storage/storage-service';

export interface BuyerDownload {
  title: string;
  /** A signed site path for a private product file (valid 7 days), else the link as the producer saved it. */
  url: string;
  /** When a signed link stops working; null for links that do not expire. */
  expiresAt: Date | null;
}

const PRIVATE_FILE_PATH = /^\/files\/product-files\/([A-Za-z0-9._-]+)$/;

/** The product's download links as a buyer gets them: private files signed for 7 days from `now`. */
export function buyerDownloads(storage: StorageService, links: ProductLink[], now: Date): BuyerDownload[] {
  return links.map((link) => {
    const key = PRIVATE_FILE_PATH.exec(link.url)?.[1];
    if (!key) return { title: link.title, url: link.url, expiresAt: null };
    const signed = storage.signedUrl('product-files', key, now, BUYER_DOWNLOAD_LINK_TTL_MS);
    return { title: link.title, url: signed.url, expiresAt: signed.expiresAt };
  });
}

/** The product's videos with a title to show (the link itself when the producer gave none). */
export function buyerVideos(videos: ProductLink[]): { title: string; url: string }[] {
  return videos
    .filter((video) => video.url.trim() !== '')
    .map((video) => ({ title: video.title.trim() || video.url, url: video.url }));
}

/** A site path (our own files) made absolute for an email; other links are already absolute. */
export function absoluteLink(appUrl: string, url: string): string {
  return url.startsWith('/') ? `${appUrl.replace(/\/+$/, '')}${url}` : url;
}

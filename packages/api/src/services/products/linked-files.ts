import { and, type DbOrTx, eq, inArray, storedFiles } from '@afilia/db';
import { STORAGE_BUCKETS } from '@afilia/db/schema';
import type { NormalizedProduct } from '@afilia/validators';
import { AppError } from '../../errors';

type Bucket = (typeof STORAGE_BUCKETS)[number];
const OWN_FILE = /^\/files\/(product-images|product-files)\/([A-Za-z0-9._-]+)$/;

/** The uploaded files a product's images and download links point at, as bucket and key. */
export function linkedFiles(input: Pick<NormalizedProduct, 'imageLinks' | 'downloadLinks'>) {
  const urls = [...input.imageLinks, ...input.downloadLinks.map((link) => link.url)];
  const files: { bucket: Bucket; key: string }[] = [];
  for (const url of urls) {
    const match = OWN_FILE.exec(url);
    if (match?.[1] && match[2]) files.push({ bucket: match[1] as Bucket, key: match[2] });
  }
  return files;
}

/**
 * A product may point only at files its owner uploaded. A download link is signed for every buyer of the
 * product, so a key taken from another account would hand that account's private (paid) file to anyone who
 * buys this product; an image would spend the other account's storage and survive its owner's clean-up.
 */
export async function assertLinkedFilesOwnedBy(
  db: DbOrTx,
  ownerId: string,
  input: Pick<NormalizedProduct, 'imageLinks' | 'downloadLinks'>,
): Promise<void> {
  const files = linkedFiles(input);
  for (const bucket of STORAGE_BUCKETS) {
    const keys = [...new Set(files.filter((file) => file.bucket === bucket).map((file) => file.key))];
    if (keys.length === 0) continue;
    const owned = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(
        and(eq(storedFiles.bucket, bucket), inArray(storedFiles.key, keys), eq(storedFiles.ownerId, ownerId)),
      );
    if (owned.length !== keys.length) throw new AppError('errors.products.foreignFile');
  }
}

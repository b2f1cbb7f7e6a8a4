import type { ErrorCode } from '@/lib/errors';
import type { TranslationValues } from '@/lib/i18n-keys';
import { IMAGE_ACCEPT } from '@/lib/upload';

/** A profile photo needs no more than this; the server's product-images limit is much higher. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** With a no-break space, so '5 MB' never splits across lines. */
export const AVATAR_MAX_LABEL = '5\u00a0MB';

const ACCEPTED_TYPES = IMAGE_ACCEPT.split(',');

/** Why a chosen file cannot be a profile photo (an i18n key and its params), or null when it can. */
export function avatarFileProblem(file: {
  type: string;
  size: number;
}): { code: ErrorCode; params: TranslationValues } | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return { code: 'errors.storage.unsupportedType', params: {} };
  if (file.size === 0) return { code: 'errors.storage.noFile', params: {} };
  if (file.size > AVATAR_MAX_BYTES)
    return { code: 'errors.storage.fileTooLarge', params: { limit: AVATAR_MAX_LABEL } };
  return null;
}

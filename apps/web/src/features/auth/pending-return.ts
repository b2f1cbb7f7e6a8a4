/**
 * Where a new producer goes after their first login: registering with a paid plan stores
 * `/plans?checkout=<plan>` here, so the purchase resumes even when the login happens later (after the
 * confirmation email, possibly in another tab). Kept for one day and only for the email that registered.
 */
const STORAGE_KEY = 'afilia.pendingReturnTo';
export const PENDING_RETURN_TTL_MS = 24 * 60 * 60 * 1000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface PendingReturn {
  email: string;
  path: string;
  expiresAt: number;
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const normalise = (email: string) => email.trim().toLowerCase();

export function savePendingReturn(
  email: string,
  path: string,
  now: number = Date.now(),
  storage: KeyValueStorage | null = defaultStorage(),
): void {
  const entry: PendingReturn = { email: normalise(email), path, expiresAt: now + PENDING_RETURN_TTL_MS };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage unavailable (private mode): the login simply goes to the dashboard.
  }
}

/** The stored path for this email (once: the entry is removed), if it has not expired. */
export function takePendingReturn(
  email: string,
  now: number = Date.now(),
  storage: KeyValueStorage | null = defaultStorage(),
): string | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<PendingReturn>;
    if (entry.email !== normalise(email)) return undefined;
    storage?.removeItem(STORAGE_KEY);
    if (typeof entry.path !== 'string' || typeof entry.expiresAt !== 'number' || entry.expiresAt < now)
      return undefined;
    return entry.path;
  } catch {
    return undefined;
  }
}

import { PRODUCT_CODE_ALPHABET, PRODUCT_CODE_LENGTH } from '@afilia/validators';
import { type ProductFormValues, parseFormValues } from './product-form-values';

/** The part of the Web Storage API the drafts use (inject a Map-backed one in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Kept in the browser's local storage: a draft per product code and the current code. */
export const DRAFT_KEY_PREFIX = 'afilia.productDraft.';
export const CURRENT_CODE_KEY = 'afilia.productCode';

export interface ProductDraft {
  values: ProductFormValues;
  /** When it was saved (the saved-at marker), as epoch milliseconds. */
  savedAt: number;
}

const CODE_PATTERN = new RegExp(`^[${PRODUCT_CODE_ALPHABET}]{${PRODUCT_CODE_LENGTH}}$`);

export function isProductCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** The browser's localStorage, or null where it is unavailable (private mode, no window). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | null, key: string, value: string): boolean {
  try {
    storage?.setItem(key, value);
    return Boolean(storage);
  } catch {
    // Full or blocked storage: the draft is simply not kept.
    return false;
  }
}

function remove(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Ignore.
  }
}

export function draftKey(code: string): string {
  return `${DRAFT_KEY_PREFIX}${code}`;
}

export function readDraft(storage: KeyValueStorage | null, code: string): ProductDraft | null {
  const raw = read(storage, draftKey(code));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, savedAt } = parsed as { values?: unknown; savedAt?: unknown };
    const form = parseFormValues(values);
    if (!form) return null;
    return { values: form, savedAt: typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : 0 };
  } catch {
    return null;
  }
}

/** Saves the draft of one product code; false when storage refused it. */
export function writeDraft(
  storage: KeyValueStorage | null,
  code: string,
  values: ProductFormValues,
  now: number,
): boolean {
  const draft: ProductDraft = { values, savedAt: now };
  return write(storage, draftKey(code), JSON.stringify(draft));
}

export function clearDraft(storage: KeyValueStorage | null, code: string): void {
  remove(storage, draftKey(code));
}

/** Moves a draft to another code (after 'Gerar novo código' or a code clash). */
export function moveDraft(storage: KeyValueStorage | null, from: string, to: string): void {
  if (from === to) return;
  const raw = read(storage, draftKey(from));
  if (raw === null) return;
  if (write(storage, draftKey(to), raw)) remove(storage, draftKey(from));
}

export function readCurrentCode(storage: KeyValueStorage | null): string | null {
  const code = read(storage, CURRENT_CODE_KEY);
  return isProductCode(code) ? code : null;
}

export function writeCurrentCode(storage: KeyValueStorage | null, code: string): void {
  write(storage, CURRENT_CODE_KEY, code);
}

export function clearCurrentCode(storage: KeyValueStorage | null): void {
  remove(storage, CURRENT_CODE_KEY);
}

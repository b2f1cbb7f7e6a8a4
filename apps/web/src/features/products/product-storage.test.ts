import { describe, expect, it } from 'vitest';
import { emptyProductForm } from './product-form-values';
import {
  CURRENT_CODE_KEY,
  clearCurrentCode,
  clearDraft,
  DRAFT_KEY_PREFIX,
  isProductCode,
  type KeyValueStorage,
  moveDraft,
  readCurrentCode,
  readDraft,
  writeCurrentCode,
  writeDraft,
} from './product-storage';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const failing: KeyValueStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

describe('drafts', () => {
  it('writes, reads and clears a draft per product code', () => {
    const storage = memoryStorage();
    const values = { ...emptyProductForm(), title: 'Meu curso' };
    expect(writeDraft(storage, 'AB23', values, 1000)).toBe(true);
    expect(storage.data.has(`${DRAFT_KEY_PREFIX}AB23`)).toBe(true);
    expect(readDraft(storage, 'AB23')).toEqual({ values, savedAt: 1000 });
    expect(readDraft(storage, 'ZZ99')).toBeNull();
    clearDraft(storage, 'AB23');
    expect(readDraft(storage, 'AB23')).toBeNull();
  });

  it('ignores broken drafts', () => {
    const storage = memoryStorage({
      [`${DRAFT_KEY_PREFIX}AAAA`]: '{not json',
      [`${DRAFT_KEY_PREFIX}BBBB`]: JSON.stringify({ values: 'nope', savedAt: 1 }),
      [`${DRAFT_KEY_PREFIX}CCCC`]: JSON.stringify({ values: { title: 'x' } }),
    });
    expect(readDraft(storage, 'AAAA')).toBeNull();
    expect(readDraft(storage, 'BBBB')).toBeNull();
    expect(readDraft(storage, 'CCCC')).toEqual({ values: { ...emptyProductForm(), title: 'x' }, savedAt: 0 });
  });

  it('moves a draft to a new code', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'AAAA', { ...emptyProductForm(), title: 'x' }, 5);
    moveDraft(storage, 'AAAA', 'BBBB');
    expect(readDraft(storage, 'AAAA')).toBeNull();
    expect(readDraft(storage, 'BBBB')?.values.title).toBe('x');
    moveDraft(storage, 'CCCC', 'DDDD');
    expect(readDraft(storage, 'DDDD')).toBeNull();
  });

  it('survives unavailable or failing storage', () => {
    expect(writeDraft(null, 'AAAA', emptyProductForm(), 1)).toBe(false);
    expect(readDraft(null, 'AAAA')).toBeNull();
    expect(writeDraft(failing, 'AAAA', emptyProductForm(), 1)).toBe(false);
    expect(readDraft(failing, 'AAAA')).toBeNull();
    expect(() => clearDraft(failing, 'AAAA')).not.toThrow();
    expect(readCurrentCode(failing)).toBeNull();
  });
});

describe('current code', () => {
  it('remembers a valid current code only', () => {
    const storage = memoryStorage();
    expect(readCurrentCode(storage)).toBeNull();
    writeCurrentCode(storage, 'K7P2');
    expect(readCurrentCode(storage)).toBe('K7P2');
    storage.setItem(CURRENT_CODE_KEY, 'I0O1');
    expect(readCurrentCode(storage)).toBeNull();
    clearCurrentCode(storage);
    expect(storage.data.has(CURRENT_CODE_KEY)).toBe(false);
  });

  it('checks the code alphabet (no I, O, 0 or 1)', () => {
    expect(isProductCode('AB23')).toBe(true);
    expect(isProductCode('ABI3')).toBe(false);
    expect(isProductCode('AB03')).toBe(false);
    expect(isProductCode('ab23')).toBe(false);
    expect(isProductCode('AB234')).toBe(false);
    expect(isProductCode(null)).toBe(false);
  });
});

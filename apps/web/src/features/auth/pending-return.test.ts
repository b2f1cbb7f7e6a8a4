import { describe, expect, it } from 'vitest';
import { PENDING_RETURN_TTL_MS, savePendingReturn, takePendingReturn } from './pending-return';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    size: () => data.size,
  };
}

describe('pending return after registration', () => {
  it('returns the stored path once, for the same email', () => {
    const storage = memoryStorage();
    savePendingReturn('Ana@Example.com', '/plans?checkout=profissional', 1000, storage);
    expect(takePendingReturn('outra@example.com', 2000, storage)).toBeUndefined();
    expect(storage.size()).toBe(1);
    expect(takePendingReturn(' ana@example.com ', 2000, storage)).toBe('/plans?checkout=profissional');
    expect(takePendingReturn('ana@example.com', 2000, storage)).toBeUndefined();
  });

  it('forgets it after a day', () => {
    const storage = memoryStorage();
    savePendingReturn('ana@example.com', '/plans?checkout=visionario', 0, storage);
    expect(takePendingReturn('ana@example.com', PENDING_RETURN_TTL_MS + 1, storage)).toBeUndefined();
    expect(storage.size()).toBe(0);
  });

  it('survives missing or broken storage', () => {
    expect(() => savePendingReturn('a@b.c', '/x', 0, null)).not.toThrow();
    expect(takePendingReturn('a@b.c', 0, null)).toBeUndefined();
    const storage = memoryStorage();
    storage.setItem('afilia.pendingReturnTo', '{not json');
    expect(takePendingReturn('a@b.c', 0, storage)).toBeUndefined();
  });
});

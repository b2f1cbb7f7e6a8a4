import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from '../../src/routes/rendered-page-cache';

describe('RenderedPageCache', () => {
  it('keys by every input, with no ambiguity between how they are split', () => {
    expect(RenderedPageCache.key('ab', 'c')).not.toBe(RenderedPageCache.key('a', 'bc'));
    expect(RenderedPageCache.key('ab', 'c')).toBe(RenderedPageCache.key('ab', 'c'));
  });

  it('drops the least recently used page past its size', () => {
    const cache = new RenderedPageCache({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now more recent than b
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('forgets a page after its time to live', () => {
    let now = 1_000;
    const cache = new RenderedPageCache({ maxEntries: 10, ttlMs: 500, now: () => now });
    cache.set('a', 'A');
    now = 1_499;
    expect(cache.get('a')).toBe('A');
    now = 1_500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

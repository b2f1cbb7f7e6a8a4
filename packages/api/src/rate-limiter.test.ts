import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter';

describe('MemoryRateLimiter', () => {
  it('allows max hits per window per key, then refuses until the window resets', async () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter(2, 60_000, () => now);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    const third = await limiter.hit('a');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterMs).toBe(60_000);
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter, retryAfterSeconds } from './rate-limiter';

describe('MemoryRateLimiter', () => {
  it('allows max hits per window per key, then refuses until the window resets', async () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter(2, 60_000, { now: () => now });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    const third = await limiter.hit('a');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterMs).toBe(60_000);
    expect(retryAfterSeconds(third)).toBe(60);
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('peeks without counting: a key may try again until max failures were counted in its window', async () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter(2, 60_000, { now: () => now });
    expect(await limiter.peek('a')).toEqual({ allowed: true, retryAfterMs: 0 });
    await limiter.hit('a');
    now += 10_000;
    expect(await limiter.peek('a')).toEqual({ allowed: true, retryAfterMs: 50_000 });
    expect(await limiter.peek('a')).toEqual({ allowed: true, retryAfterMs: 50_000 });
    await limiter.hit('a');
    expect(await limiter.peek('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.size).toBe(1);
    now += 50_000;
    expect(await limiter.peek('a')).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it('stays under its key cap when fed 1 000 000 distinct keys, evicting the windows that end first', () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(5, 60_000, { maxKeys: 10_000, now: () => now });
    for (let i = 0; i < 1_000_000; i++) {
      if (i % 1000 === 0) now += 1;
      limiter.hitNow(`ip:${i}`);
      if (limiter.size > 10_000) throw new Error(`size ${limiter.size} after ${i} keys`);
    }
    expect(limiter.size).toBeLessThanOrEqual(10_000);
    expect(limiter.size).toBeGreaterThan(9_000);
    // The newest keys are kept and still counted; the oldest were evicted.
    for (let i = 0; i < 5; i++) limiter.hitNow('ip:999999');
    expect(limiter.hitNow('ip:999999').allowed).toBe(false);
    expect(limiter.hitNow('ip:0').allowed).toBe(true);
  });

  it('drops expired windows first when it reaches the cap, keeping live ones', () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(1, 1_000, { maxKeys: 3, now: () => now });
    limiter.hitNow('old-1');
    limiter.hitNow('old-2');
    now = 900;
    limiter.hitNow('live');
    now = 1_500;
    limiter.hitNow('new');
    expect(limiter.size).toBe(2);
    expect(limiter.hitNow('live').allowed).toBe(false);
    expect(limiter.hitNow('new').allowed).toBe(false);
  });
});

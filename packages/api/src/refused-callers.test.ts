import { describe, expect, it } from 'vitest';
import { RefusedCallers, refusedCallerKey } from './refused-callers';

describe('RefusedCallers', () => {
  it('answers the wait left until the window ends, then forgets the caller', () => {
    let now = 1_000;
    const refused = new RefusedCallers(100, () => now);
    refused.remember(refusedCallerKey(false, '10.0.0.1'), 30_000);
    expect(refused.retryAfterMs('r:10.0.0.1')).toBe(30_000);
    expect(refused.retryAfterMs('w:10.0.0.1')).toBe(0);
    now += 29_999;
    expect(refused.retryAfterMs('r:10.0.0.1')).toBe(1);
    now += 1;
    expect(refused.retryAfterMs('r:10.0.0.1')).toBe(0);
    expect(refused.size).toBe(0);
  });

  it('stays under its cap when fed a flood of distinct addresses', () => {
    const refused = new RefusedCallers(1_000);
    for (let i = 0; i < 100_000; i++) refused.remember(`r:10.${i}`, 60_000);
    expect(refused.size).toBeLessThanOrEqual(1_000);
    expect(refused.retryAfterMs('r:10.99999')).toBeGreaterThan(0);
  });
});

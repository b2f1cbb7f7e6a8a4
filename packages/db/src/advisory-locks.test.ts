import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks';

describe('ADVISORY_LOCKS', () => {
  it('gives every lock its own key', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses keys that fit a PostgreSQL bigint passed as a JavaScript integer', () => {
    for (const key of Object.values(ADVISORY_LOCKS)) {
      expect(Number.isSafeInteger(key)).toBe(true);
      expect(key).toBeGreaterThan(0);
    }
  });
});

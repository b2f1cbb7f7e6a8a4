import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLastAccess, hueFromName } from './team-format';

describe('team formatting', () => {
  it('shows dd/mm/yyyy hh:mm in São Paulo time', () => {
    expect(formatDateTime(new Date('2026-03-05T18:07:00Z'))).toBe('05/03/2026 15:07');
  });

  it('returns null for a user who never signed in', () => {
    expect(formatLastAccess(null)).toBeNull();
    expect(formatLastAccess('2026-01-01T03:00:00Z')).toBe('01/01/2026 00:00');
  });

  it('gives the same hue for the same name', () => {
    expect(hueFromName('Maria Silva')).toBe(hueFromName('Maria Silva'));
    expect(hueFromName('Maria Silva')).toBeGreaterThanOrEqual(0);
    expect(hueFromName('Maria Silva')).toBeLessThan(360);
  });
});

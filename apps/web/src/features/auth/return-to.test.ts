import { describe, expect, it } from 'vitest';
import { readRecoveryToken, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps local paths with search and hash', () => {
    expect(safeReturnTo('/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/plans?plan=iniciante#top')).toBe('/plans?plan=iniciante#top');
  });

  it('rejects other sites, odd values and auth pages', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'dashboard',
      'https://evil.com',
      '//evil.com',
      '/\\evil.com',
      '/\t/evil.com',
      '/login',
      '/login?returnTo=/x',
      '/register',
      '/reset-password#x',
    ]) {
      expect(safeReturnTo(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('readRecoveryToken', () => {
  const token = 'a'.repeat(43);

  it('reads the access token of a recovery link', () => {
    expect(readRecoveryToken(`#access_token=${token}&type=recovery`)).toBe(token);
    expect(readRecoveryToken(`type=recovery&access_token=${token}`)).toBe(token);
  });

  it('rejects links without the recovery type or a plausible token', () => {
    expect(readRecoveryToken('')).toBeNull();
    expect(readRecoveryToken(`#access_token=${token}`)).toBeNull();
    expect(readRecoveryToken(`#access_token=${token}&type=signup`)).toBeNull();
    expect(readRecoveryToken('#access_token=short&type=recovery')).toBeNull();
    expect(readRecoveryToken('#type=recovery')).toBeNull();
  });
});

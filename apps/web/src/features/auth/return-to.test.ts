import { describe, expect, it } from 'vitest';
import { readRecoveryReturnTo, readRecoveryToken, safeReturnTo } from './return-to';

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

describe('readRecoveryReturnTo', () => {
  const token = 'a'.repeat(43);

  it('reads the decoded redirect_to of a recovery link', () => {
    expect(
      readRecoveryReturnTo(
        `#access_token=${token}&type=recovery&redirect_to=%2Fdashboard%2Fsettings%3Ftab%3Dsecurity`,
      ),
    ).toBe('/dashboard/settings?tab=security');
  });

  it('gives nothing without a redirect_to or with an unsafe one', () => {
    expect(readRecoveryReturnTo(`#access_token=${token}&type=recovery`)).toBeUndefined();
    expect(readRecoveryReturnTo('')).toBeUndefined();
    for (const bad of [
      'https%3A%2F%2Fevil.com',
      '%2F%2Fevil.com',
      '%2Flogin',
      '%2Freset-password',
      'dashboard',
    ]) {
      expect(
        readRecoveryReturnTo(`#access_token=${token}&type=recovery&redirect_to=${bad}`),
        bad,
      ).toBeUndefined();
    }
  });
});

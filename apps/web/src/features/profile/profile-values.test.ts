import { describe, expect, it } from 'vitest';
import { accountTypeKey, displayName, toProfileFormValues } from './profile-values';

const profile = { fullName: 'Maria da Silva', phone: '(11) 99999-0000', email: 'maria@example.com' };

describe('profile values', () => {
  it('fills the form, null fields as empty text', () => {
    expect(toProfileFormValues(profile)).toEqual({ fullName: 'Maria da Silva', phone: '(11) 99999-0000' });
    expect(toProfileFormValues({ ...profile, fullName: null, phone: null })).toEqual({
      fullName: '',
      phone: '',
    });
  });

  it('shows the name, else the email', () => {
    expect(displayName(profile)).toBe('Maria da Silva');
    expect(displayName({ ...profile, fullName: '  ' })).toBe('maria@example.com');
    expect(displayName({ ...profile, fullName: null })).toBe('maria@example.com');
  });

  it('labels each role, and a missing one as a plain user', () => {
    expect(accountTypeKey('admin')).toBe('team.roles.admin');
    expect(accountTypeKey('producer')).toBe('team.roles.producer');
    expect(accountTypeKey('reseller')).toBe('team.roles.reseller');
    expect(accountTypeKey(null)).toBe('team.roles.user');
  });
});

import { describe, expect, it } from 'vitest';
import { changePasswordInput } from './account';
import { acceptInvitationInput, registerInput, resetPasswordInput } from './auth';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { sellerCreateInput } from './team';

// ASVS 6.2.1, 6.2.9: at least 8 characters, and no maximum below 64.

const TOKEN = 'x'.repeat(43);
/** Every input that sets a password, with the field that carries it. */
const PASSWORD_INPUTS = {
  'auth.register': (password: string) =>
    registerInput.safeParse({
      name: 'Maria',
      email: 'maria@example.com',
      password,
      confirmPassword: password,
      termsAccepted: true,
    }),
  'auth.resetPassword': (password: string) => resetPasswordInput.safeParse({ token: TOKEN, password }),
  'auth.acceptInvitation': (password: string) =>
    acceptInvitationInput.safeParse({
      token: TOKEN,
      email: 'maria@example.com',
      password,
      fullName: 'Maria',
      termsAccepted: true,
    }),
  'security.changePassword': (newPassword: string) =>
    changePasswordInput.safeParse({ currentPassword: 'senha-atual', newPassword }),
  'sellers.add': (password: string) =>
    sellerCreateInput.safeParse({
      fullName: 'Maria',
      email: 'maria@example.com',
      phone: '11999990000',
      password,
    }),
};

describe('password length rules', () => {
  it('uses 8 as the minimum and accepts at least 64 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MAX_PASSWORD_LENGTH).toBeGreaterThanOrEqual(64);
  });

  for (const [procedure, parse] of Object.entries(PASSWORD_INPUTS)) {
    it(`${procedure}: 7 characters refused; 8, 64 and ${MAX_PASSWORD_LENGTH} accepted`, () => {
      expect(parse('abcdefg').success).toBe(false);
      expect(parse('abcdefgh').success).toBe(true);
      expect(parse('a'.repeat(64)).success).toBe(true);
      expect(parse('a'.repeat(MAX_PASSWORD_LENGTH)).success).toBe(true);
      expect(parse('a'.repeat(MAX_PASSWORD_LENGTH + 1)).success).toBe(false);
    });
  }
});

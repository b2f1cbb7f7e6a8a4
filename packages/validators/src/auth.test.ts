import { describe, expect, it } from 'vitest';
import {
  acceptInvitationFormSchema,
  contactInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordFormSchema,
} from './auth';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const valid = {
  name: 'Maria',
  email: 'Maria@Example.com ',
  password: 'segredo-forte',
  confirmPassword: 'segredo-forte',
  termsAccepted: true,
};

describe('registerInput', () => {
  it('accepts a valid form, normalises the email and defaults to producer', () => {
    const parsed = registerInput.parse(valid);
    expect(parsed.email).toBe('maria@example.com');
    expect(parsed.userType).toBe('producer');
  });
  it('gives the i18n message key for each rule', () => {
    expect(messages(registerInput.safeParse({ ...valid, name: 'Al' }))).toEqual({
      name: 'validation.nameMin',
    });
    expect(messages(registerInput.safeParse({ ...valid, email: 'x@' }))).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(
      messages(registerInput.safeParse({ ...valid, password: '1234567', confirmPassword: '1234567' })),
    ).toEqual({
      password: 'validation.passwordMin',
    });
    expect(messages(registerInput.safeParse({ ...valid, confirmPassword: 'outra' }))).toEqual({
      confirmPassword: 'validation.passwordsDontMatch',
    });
    expect(messages(registerInput.safeParse({ ...valid, termsAccepted: false }))).toEqual({
      termsAccepted: 'validation.termsRequired',
    });
  });
  it('accepts exactly the minimum lengths', () => {
    expect(
      registerInput.safeParse({ ...valid, name: 'Ana', password: '12345678', confirmPassword: '12345678' })
        .success,
    ).toBe(true);
  });
  it('refuses 7-character passwords and accepts 8, 64 and 200 characters (ASVS 6.2.1, 6.2.9)', () => {
    const withPassword = (password: string) =>
      registerInput.safeParse({ ...valid, password, confirmPassword: password });
    expect(messages(withPassword('a'.repeat(7)))).toEqual({ password: 'validation.passwordMin' });
    expect(withPassword('a'.repeat(8)).success).toBe(true);
    expect(withPassword('a'.repeat(64)).success).toBe(true);
    expect(withPassword('a'.repeat(200)).success).toBe(true);
    expect(messages(withPassword('a'.repeat(201)))).toEqual({ password: 'validation.passwordMax' });
  });
});

describe('other auth schemas', () => {
  it('login requires email and password', () => {
    expect(messages(loginInput.safeParse({ email: '', password: '', userType: 'producer' }))).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });
  it('forgot password needs the email first', () => {
    expect(messages(forgotPasswordInput.safeParse({ email: '' }))).toEqual({
      email: 'validation.emailNeeded',
    });
  });
  it('reset password: too short and mismatch', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: '123', confirmPassword: '123' }))).toEqual({
      password: 'validation.resetPasswordTooShort',
    });
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: '12345678', confirmPassword: '87654321' })),
    ).toEqual({
      confirmPassword: 'validation.resetPasswordsDontMatch',
    });
  });
  it('invitation: full name, length, match and the terms', () => {
    expect(
      messages(
        acceptInvitationFormSchema.safeParse({
          fullName: ' ',
          password: '12',
          confirmPassword: '12',
          termsAccepted: false,
        }),
      ),
    ).toEqual({
      fullName: 'validation.fullNameRequired',
      password: 'validation.invitePasswordMin',
      termsAccepted: 'validation.termsRequired',
    });
    expect(
      messages(
        acceptInvitationFormSchema.safeParse({
          fullName: 'A',
          password: '12345678',
          confirmPassword: '123456789',
          termsAccepted: true,
        }),
      ),
    ).toEqual({
      confirmPassword: 'validation.invitePasswordsDontMatch',
    });
  });
  it('contact: every field required', () => {
    expect(
      Object.keys(messages(contactInput.safeParse({ name: '', email: '', subject: '', message: '' }))).sort(),
    ).toEqual(['email', 'message', 'name', 'subject']);
  });
});

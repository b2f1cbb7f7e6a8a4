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
  password: 'segredo',
  confirmPassword: 'segredo',
  termsAccepted: true,
};

describe('registerInput', () => {
  it('accepts a valid form, normalises the email and defaults to producer', () => {
    const parsed = registerInput.parse(valid);
    expect(parsed.email).toBe('maria@example.com');
    expect(parsed.userType).toBe('producer');
  });
  it('gives the spec message for each rule', () => {
    expect(messages(registerInput.safeParse({ ...valid, name: 'Al' }))).toEqual({
      name: 'validation.nameMin',
    });
    expect(messages(registerInput.safeParse({ ...valid, email: 'x@' }))).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(
      messages(registerInput.safeParse({ ...valid, password: '12345', confirmPassword: '12345' })),
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
      registerInput.safeParse({ ...valid, name: 'Ana', password: '123456', confirmPassword: '123456' })
        .success,
    ).toBe(true);
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
      messages(resetPasswordFormSchema.safeParse({ password: '123456', confirmPassword: '654321' })),
    ).toEqual({
      confirmPassword: 'validation.resetPasswordsDontMatch',
    });
  });
  it('invitation: full name, length and match', () => {
    expect(
      messages(
        acceptInvitationFormSchema.safeParse({ fullName: ' ', password: '12', confirmPassword: '12' }),
      ),
    ).toEqual({
      fullName: 'validation.fullNameRequired',
      password: 'validation.invitePasswordMin',
    });
    expect(
      messages(
        acceptInvitationFormSchema.safeParse({
          fullName: 'A',
          password: '123456',
          confirmPassword: '1234567',
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

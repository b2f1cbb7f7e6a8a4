/**
 * The authorization matrix: for every procedure, what each kind of caller gets. `allow` means the call
 * passes authorization (it may still fail validation or business rules); the other values are the exact
 * error. A procedure missing here fails the matrix test.
 */
export type Actor = 'anonymous' | 'reseller' | 'producer' | 'otherProducer' | 'admin';
export type Outcome = 'allow' | 'UNAUTHORIZED' | 'FORBIDDEN';

export interface MatrixRow {
  /** Input for the call; a function receives the ids of the seeded actors for per-object rows. */
  input?: unknown | ((ids: Record<Actor, string>) => unknown);
  expect: Record<Actor, Outcome>;
}

const everyone: Record<Actor, Outcome> = {
  anonymous: 'allow',
  reseller: 'allow',
  producer: 'allow',
  otherProducer: 'allow',
  admin: 'allow',
};
const signedIn: Record<Actor, Outcome> = { ...everyone, anonymous: 'UNAUTHORIZED' };

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'auth.me': { expect: everyone },
  'auth.register': {
    input: {
      name: 'Matriz',
      email: 'matriz@example.com',
      password: 'segredo',
      confirmPassword: 'segredo',
      termsAccepted: true,
    },
    expect: everyone,
  },
  'auth.confirmEmail': { input: { token: 'x'.repeat(43) }, expect: everyone },
  'auth.login': {
    input: { email: 'nobody@example.com', password: 'x', userType: 'producer' },
    expect: everyone,
  },
  'auth.logout': { expect: everyone },
  'auth.forgotPassword': { input: { email: 'nobody@example.com' }, expect: everyone },
  'auth.resetPassword': { input: { token: 'x'.repeat(43), password: 'segredo' }, expect: everyone },
  'auth.invitation': { input: { token: 'x'.repeat(43), email: 'nobody@example.com' }, expect: everyone },
  'auth.acceptInvitation': {
    input: { token: 'x'.repeat(43), email: 'nobody@example.com', password: 'segredo', fullName: 'Nobody' },
    expect: everyone,
  },
  'account.updatePreferences': { input: { theme: 'dark' }, expect: signedIn },
  'contact.send': {
    input: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
    expect: everyone,
  },
  'branding.get': { expect: everyone },
  'account.becomeProducer': { expect: signedIn },
  'plans.config': { expect: everyone },
  'plans.current': { expect: signedIn },
  'plans.checkout': {
    input: {
      name: 'Profissional',
      price: 'R$197',
      freeTrial: false,
      customer: { email: 'x@example.com', paymentMethod: null },
    },
    expect: signedIn,
  },
  'plans.cancel': { expect: signedIn },
  'plans.changePlan': { input: { planName: 'Visionário' }, expect: signedIn },
};

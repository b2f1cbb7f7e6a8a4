/**
 * The authorization matrix: for every procedure, what each kind of caller gets. `allow` means the call
 * passes authorization (it may still fail validation or business rules); the other values are the exact
 * error. A procedure missing here fails the matrix test.
 */
export type Actor = 'anonymous' | 'reseller' | 'producer' | 'otherProducer' | 'admin';
/** NOT_FOUND: the object exists but is outside the caller's reach, and the answer does not reveal it. */
export type Outcome = 'allow' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND';

/** Per-object fixtures: each call gets a fresh product (and file) owned by the demo producer. */
export interface Fixtures {
  ids: Record<Actor, string>;
  productId: string;
  fileKey: string;
  /** A reseller referred by the demo producer. */
  sellerId: string;
}

export interface MatrixRow {
  /** Input for the call; a function receives fresh fixtures for per-object rows. */
  input?: unknown | ((fixtures: Fixtures) => unknown);
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
const producersAndAdmins: Record<Actor, Outcome> = { ...signedIn, reseller: 'FORBIDDEN' };
/** Another producer's product: out of reach, answered as not found. */
const ownerOnly: Record<Actor, Outcome> = { ...producersAndAdmins, otherProducer: 'NOT_FOUND' };
/** Another producer's reseller: refused as FORBIDDEN, whether or not the id exists (spec: even by id). */
const sellerOwnerOnly: Record<Actor, Outcome> = { ...producersAndAdmins, otherProducer: 'FORBIDDEN' };
const adminOnly: Record<Actor, Outcome> = {
  ...signedIn,
  reseller: 'FORBIDDEN',
  producer: 'FORBIDDEN',
  otherProducer: 'FORBIDDEN',
};
const contact = {
  contactEmail: 'contato@example.com',
  phoneNumber: '+55 11 4000-0000',
  whatsappNumber: '+55 11 94000-0000',
  whatsappCustomLink: '',
  address: 'Rua A, 1',
};
const product = {
  title: 'Produto da matriz',
  imageLinks: ['https://cdn.example.com/a.png'],
};

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
  'products.list': { input: { page: 1, pageSize: 12, search: '' }, expect: producersAndAdmins },
  'products.get': { input: (f: Fixtures) => ({ id: f.productId }), expect: ownerOnly },
  'products.create': { input: product, expect: producersAndAdmins },
  'products.update': { input: (f: Fixtures) => ({ id: f.productId, data: product }), expect: ownerOnly },
  'products.duplicate': { input: (f: Fixtures) => ({ id: f.productId }), expect: ownerOnly },
  'products.delete': { input: (f: Fixtures) => ({ id: f.productId }), expect: ownerOnly },
  'products.generateCode': { expect: producersAndAdmins },
  'products.isCodeFree': { input: { productCode: 'ZZZZ' }, expect: producersAndAdmins },
  'pricing.list': { expect: producersAndAdmins },
  'pricing.save': {
    input: (f: Fixtures) => ({
      productId: f.productId,
      priceCents: 1000,
      commissionType: 'fixed',
      commissionValue: 100,
    }),
    expect: ownerOnly,
  },
  'sellers.list': { input: {}, expect: producersAndAdmins },
  'sellers.add': {
    input: {
      fullName: 'Revendedor Matriz',
      email: 'rev.matriz@example.com',
      phone: '11999990000',
      password: 'segredo',
    },
    expect: producersAndAdmins,
  },
  'sellers.update': {
    input: (f: Fixtures) => ({
      id: f.sellerId,
      fullName: 'Novo Nome',
      email: `${f.sellerId}@example.com`,
      phone: '11999990000',
    }),
    expect: sellerOwnerOnly,
  },
  'sellers.toggleBlock': { input: (f: Fixtures) => ({ id: f.sellerId }), expect: sellerOwnerOnly },
  'sellers.delete': { input: (f: Fixtures) => ({ id: f.sellerId }), expect: sellerOwnerOnly },
  'users.list': { input: {}, expect: producersAndAdmins },
  'users.updateRole': {
    input: (f: Fixtures) => ({ userId: f.sellerId, role: 'producer' }),
    expect: adminOnly,
  },
  'users.updateStatus': {
    input: (f: Fixtures) => ({ userId: f.sellerId, status: 'suspended' }),
    expect: adminOnly,
  },
  'users.deleteUser': { input: (f: Fixtures) => ({ userId: f.sellerId }), expect: adminOnly },
  'users.update': {
    input: (f: Fixtures) => ({
      userId: f.sellerId,
      fullName: 'Nome',
      email: `${f.sellerId}@example.com`,
      phone: '',
    }),
    expect: adminOnly,
  },
  'users.sendMessage': {
    input: (f: Fixtures) => ({ userId: f.sellerId, subject: 'Olá', message: 'Mensagem' }),
    expect: adminOnly,
  },
  'users.invite': {
    input: { email: 'convite.matriz@example.com', role: 'reseller' },
    expect: producersAndAdmins,
  },
  'profile.update': { input: { fullName: 'Nome Atualizado', phone: '' }, expect: signedIn },
  'profile.updateAvatar': { input: { key: null }, expect: signedIn },
  'settings.notifications': { expect: signedIn },
  'settings.saveNotifications': {
    input: { emailNotifications: true, pushNotifications: false },
    expect: signedIn,
  },
  'settings.contactInfo': { expect: signedIn },
  'settings.saveContactInfo': { input: contact, expect: signedIn },
  'settings.branding': { expect: adminOnly },
  'settings.saveBranding': { input: contact, expect: adminOnly },
  'security.sessions': { expect: signedIn },
  'security.endSession': { input: { sessionId: 'not-a-session' }, expect: signedIn },
  'security.requestPasswordReset': { expect: signedIn },
  'security.changePassword': {
    input: { currentPassword: 'errada', newPassword: 'segredo2' },
    expect: signedIn,
  },
  'security.deactivate': { input: { password: 'errada' }, expect: signedIn },
  'files.signedUrl': {
    input: (f: Fixtures) => ({ bucket: 'product-files', key: f.fileKey }),
    expect: { ...signedIn, reseller: 'FORBIDDEN', otherProducer: 'FORBIDDEN' },
  },
};

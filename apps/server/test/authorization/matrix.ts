import { randomUUID } from 'node:crypto';
import { type Capability, type Role, scopeOf, testPaymentMethodId } from '@afilia/validators';

/**
 * The authorization matrix: for every procedure, who may call it (its capability from the one map in
 * @afilia/validators, or 'public' / 'signedIn'), and for per-object rows what a caller gets for an object
 * outside their 'own' scope. The expected outcome of each caller is computed from that (`expectedOutcome`):
 * `allow` means the call passes authorization (it may still fail validation or business rules); the other
 * values are the exact error. A procedure missing here fails the matrix test.
 */
export type Actor = 'anonymous' | 'reseller' | 'producer' | 'otherProducer' | 'admin';
/** NOT_FOUND: the object exists but is outside the caller's reach, and the answer does not reveal it. */
export type Outcome = 'allow' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND';

/** Per-object fixtures: each call gets a fresh product (and file) owned by the demo producer. */
export interface Fixtures {
  ids: Record<Actor, string>;
  /** A priced product in mode 'referred', so the demo reseller (the producer's own) may affiliate to it. */
  productId: string;
  productCode: string;
  /** A pending affiliation request of `sellerId` to the product. */
  affiliationId: string;
  fileKey: string;
  /** A reseller referred by the demo producer. */
  sellerId: string;
  /** A pending invitation the demo producer sent. */
  invitationId: string;
  /** A paid test-mode sale of the product through `sellerId`, with its pending commission. */
  saleId: string;
  orderCode: string;
  /** The checkout attempt's key and the buyer's email of that sale. */
  saleIdempotencyKey: string;
  buyerEmail: string;
  /** A webhook endpoint of the demo producer, with one delivery of the sale's event. */
  webhookEndpointId: string;
  webhookDeliveryId: string;
  /** An API key of the demo producer. */
  apiKeyId: string;
}

export type Access = Capability | 'public' | 'signedIn';

export interface MatrixRow {
  /** Input for the call; a function receives fresh fixtures for per-object rows. */
  input?: unknown | ((fixtures: Fixtures) => unknown);
  /** Who may call the procedure: what it declares (its `access` meta) and the test checks. */
  access: Access;
  /**
   * Per-object rows: what a caller whose scope is 'own' gets for the fixture object, which they do not own
   * (the demo producer owns it). NOT_FOUND for another producer's product (its existence stays hidden),
   * FORBIDDEN for another producer's seller or file.
   */
  notOwned?: Exclude<Outcome, 'allow' | 'UNAUTHORIZED'>;
}

/** The role each signed-in matrix actor has; the demo producer owns every fixture object. */
const ROLE_OF: Record<Exclude<Actor, 'anonymous'>, Role> = {
  reseller: 'reseller',
  producer: 'producer',
  otherProducer: 'producer',
  admin: 'admin',
};
const FIXTURE_OWNER: Actor = 'producer';

/** What an actor gets from a row's procedure, computed from the capability map. */
export function expectedOutcome(row: MatrixRow, actor: Actor): Outcome {
  if (row.access === 'public') return 'allow';
  if (actor === 'anonymous') return 'UNAUTHORIZED';
  if (row.access === 'signedIn') return 'allow';
  const scope = scopeOf(ROLE_OF[actor], row.access);
  if (!scope) return 'FORBIDDEN';
  if (row.notOwned && scope === 'own' && actor !== FIXTURE_OWNER) return row.notOwned;
  return 'allow';
}

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
const blogArticle = {
  title: 'Artigo da matriz',
  contentHtml: '<p>Texto do artigo</p>',
  category: 'vendas',
  tags: ['matriz'],
  status: 'draft',
};
/** A published article of the demo seed (apps/server/src/seed/blog.ts). */
const SEEDED_ARTICLE_SLUG = 'como-recrutar-afiliados-que-realmente-vendem';
/** Ids no row exists for: an allowed caller passes authorization and gets 'not found'. */
const unknownArticleId = randomUUID();
const unknownCommentId = randomUUID();

const buyer = {
  name: 'Compradora Matriz',
  email: 'compradora.matriz@example.com',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
};

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'auth.me': { access: 'public' },
  'auth.register': {
    input: {
      name: 'Matriz',
      email: 'matriz@example.com',
      password: 'segredo-forte-1',
      confirmPassword: 'segredo-forte-1',
      termsAccepted: true,
    },
    access: 'public',
  },
  'auth.confirmEmail': { input: { token: 'x'.repeat(43) }, access: 'public' },
  'auth.answerEmailChange': { input: { token: 'x'.repeat(43), decision: 'decline' }, access: 'public' },
  'auth.confirmEmailChange': { input: { token: 'x'.repeat(43) }, access: 'public' },
  'auth.login': {
    input: { email: 'nobody@example.com', password: 'x', userType: 'producer' },
    access: 'public',
  },
  'auth.logout': { access: 'public' },
  'auth.forgotPassword': { input: { email: 'nobody@example.com' }, access: 'public' },
  'auth.resetPassword': { input: { token: 'x'.repeat(43), password: 'segredo-forte-1' }, access: 'public' },
  'auth.invitation': { input: { token: 'x'.repeat(43), email: 'nobody@example.com' }, access: 'public' },
  'auth.acceptInvitation': {
    input: {
      token: 'x'.repeat(43),
      email: 'nobody@example.com',
      password: 'segredo-forte-1',
      fullName: 'Nobody',
      termsAccepted: true,
    },
    access: 'public',
  },
  'account.updatePreferences': { input: { theme: 'dark' }, access: 'signedIn' },
  'contact.send': {
    input: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
    access: 'public',
  },
  'branding.get': { access: 'public' },
  'plans.config': { access: 'public' },
  'plans.current': { access: 'signedIn' },
  'plans.usage': { access: 'signedIn' },
  'plans.checkout': {
    input: {
      name: 'Profissional',
      price: 'R$197',
      freeTrial: false,
      customer: { email: 'x@example.com', paymentMethod: null },
    },
    access: 'signedIn',
  },
  'plans.cancel': { access: 'signedIn' },
  'plans.changePlan': { input: { planName: 'Visionário' }, access: 'signedIn' },
  'products.list': { input: { page: 1, pageSize: 12, search: '' }, access: 'products.manage' },
  'products.get': {
    input: (f: Fixtures) => ({ id: f.productId }),
    access: 'products.manage',
    notOwned: 'NOT_FOUND',
  },
  'products.create': { input: product, access: 'products.manage' },
  'products.update': {
    input: (f: Fixtures) => ({ id: f.productId, data: product }),
    access: 'products.manage',
    notOwned: 'NOT_FOUND',
  },
  'products.duplicate': {
    input: (f: Fixtures) => ({ id: f.productId }),
    access: 'products.manage',
    notOwned: 'NOT_FOUND',
  },
  'products.delete': {
    input: (f: Fixtures) => ({ id: f.productId }),
    access: 'products.manage',
    notOwned: 'NOT_FOUND',
  },
  'products.generateCode': { access: 'products.manage' },
  'products.isCodeFree': { input: { productCode: 'ZZZZ' }, access: 'products.manage' },
  'pricing.list': { access: 'pricing.manage' },
  'pricing.save': {
    input: (f: Fixtures) => ({
      productId: f.productId,
      priceCents: 1000,
      commissionType: 'fixed',
      commissionValue: 100,
    }),
    access: 'pricing.manage',
    notOwned: 'NOT_FOUND',
  },
  'affiliations.listProducts': {
    input: { page: 1, pageSize: 12, search: '' },
    access: 'affiliations.view',
  },
  'affiliations.createLink': {
    input: (f: Fixtures) => ({ productId: f.productId }),
    access: 'affiliations.view',
  },
  'affiliations.listForProduct': {
    input: (f: Fixtures) => ({ productId: f.productId }),
    access: 'affiliations.manage',
    notOwned: 'NOT_FOUND',
  },
  'affiliations.decide': {
    input: (f: Fixtures) => ({ affiliationId: f.affiliationId, decision: 'approve' }),
    access: 'affiliations.manage',
    notOwned: 'NOT_FOUND',
  },
  'catalog.product': { input: (f: Fixtures) => ({ productCode: f.productCode }), access: 'public' },
  'overview.get': { access: 'dashboard.view' },
  'reports.access': { access: 'reports.view' },
  'reports.producers': { access: 'reports.platform' },
  'reports.sales': { input: { period: 'month' }, access: 'reports.view' },
  'reports.sellers': { input: { period: 'year' }, access: 'reports.sellers' },
  'reports.products': {
    input: { period: 'custom', from: '2026-01-01', to: '2026-03-31' },
    access: 'reports.view',
  },
  'sellers.list': { input: {}, access: 'sellers.manage' },
  'sellers.add': {
    input: {
      fullName: 'Revendedor Matriz',
      email: 'rev.matriz@example.com',
      phone: '11999990000',
      password: 'segredo-forte-1',
    },
    access: 'sellers.manage',
  },
  'sellers.update': {
    input: (f: Fixtures) => ({ id: f.sellerId, fullName: 'Novo Nome', phone: '11999990000' }),
    access: 'sellers.manage',
    notOwned: 'FORBIDDEN',
  },
  'sellers.toggleBlock': {
    input: (f: Fixtures) => ({ id: f.sellerId }),
    access: 'sellers.manage',
    notOwned: 'FORBIDDEN',
  },
  'sellers.delete': {
    input: (f: Fixtures) => ({ id: f.sellerId }),
    access: 'sellers.manage',
    notOwned: 'FORBIDDEN',
  },
  'users.list': { input: {}, access: 'team.view' },
  'users.updateRole': {
    input: (f: Fixtures) => ({ userId: f.sellerId, role: 'producer' }),
    access: 'users.administer',
  },
  'users.updateStatus': {
    input: (f: Fixtures) => ({ userId: f.sellerId, status: 'suspended' }),
    access: 'users.administer',
  },
  'users.deleteUser': { input: (f: Fixtures) => ({ userId: f.sellerId }), access: 'users.administer' },
  'users.update': {
    input: (f: Fixtures) => ({
      userId: f.sellerId,
      fullName: 'Nome',
      email: `${f.sellerId}@example.com`,
      phone: '',
    }),
    access: 'users.administer',
  },
  'users.sendMessage': {
    input: (f: Fixtures) => ({ userId: f.sellerId, subject: 'Olá', message: 'Mensagem' }),
    access: 'users.administer',
  },
  'users.invite': {
    input: { email: 'convite.matriz@example.com', role: 'reseller' },
    access: 'users.invite',
  },
  'users.invitations': { access: 'users.invite' },
  'users.resendInvitation': {
    input: (f: Fixtures) => ({ invitationId: f.invitationId }),
    access: 'users.invite',
    notOwned: 'NOT_FOUND',
  },
  'users.revokeInvitation': {
    input: (f: Fixtures) => ({ invitationId: f.invitationId }),
    access: 'users.invite',
    notOwned: 'NOT_FOUND',
  },
  'auth.resendConfirmation': { input: { email: 'ninguem@example.com' }, access: 'public' },
  'profile.update': { input: { fullName: 'Nome Atualizado', phone: '' }, access: 'signedIn' },
  'profile.updateAvatar': { input: { key: null }, access: 'signedIn' },
  'settings.notifications': { access: 'signedIn' },
  'settings.saveNotifications': {
    input: { emailNotifications: true },
    access: 'signedIn',
  },
  'settings.contactInfo': { access: 'signedIn' },
  'settings.saveContactInfo': { input: contact, access: 'signedIn' },
  'settings.branding': { access: 'branding.manage' },
  'settings.saveBranding': { input: contact, access: 'branding.manage' },
  'security.sessions': { access: 'signedIn' },
  'security.endSession': { input: { sessionId: 'not-a-session' }, access: 'signedIn' },
  'security.requestPasswordReset': { access: 'signedIn' },
  'security.changePassword': {
    input: { currentPassword: 'errada', newPassword: 'segredo2' },
    access: 'signedIn',
  },
  'security.deactivate': { input: { password: 'errada' }, access: 'signedIn' },
  'checkout.start': {
    // A new attempt (idempotency key) per call: a replay of one key with another buyer would be a conflict.
    input: (f: Fixtures) => ({
      productCode: f.productCode,
      idempotencyKey: randomUUID(),
      buyer,
      method: 'card',
      paymentMethodId: testPaymentMethodId('4242424242424242'),
    }),
    access: 'public',
  },
  'checkout.status': {
    input: (f: Fixtures) => ({ orderCode: f.orderCode, idempotencyKey: f.saleIdempotencyKey }),
    access: 'public',
  },
  'orders.access': {
    input: (f: Fixtures) => ({ orderCode: f.orderCode, email: f.buyerEmail }),
    access: 'public',
  },
  'orders.cancelSubscription': {
    input: (f: Fixtures) => ({ orderCode: f.orderCode, email: f.buyerEmail }),
    access: 'public',
  },
  'sales.list': { input: { page: 1, pageSize: 10, period: 'all', search: '' }, access: 'sales.manage' },
  'sales.filterOptions': { access: 'sales.manage' },
  'sales.get': {
    input: (f: Fixtures) => ({ saleId: f.saleId }),
    access: 'sales.manage',
    notOwned: 'NOT_FOUND',
  },
  'sales.refund': {
    input: (f: Fixtures) => ({ saleId: f.saleId }),
    access: 'sales.manage',
    notOwned: 'NOT_FOUND',
  },
  'sales.settings': { access: 'sales.settings' },
  'sales.saveSettings': { input: { refundWindowDays: 14 }, access: 'sales.settings' },
  'commissions.list': { input: { page: 1, pageSize: 10 }, access: 'commissions.view' },
  'apiKeys.settings': { access: 'integrations.manage' },
  'apiKeys.platformKeys': { access: 'integrations.audit' },
  'apiKeys.create': { input: { name: 'Matriz', scopes: ['products:read'] }, access: 'integrations.manage' },
  'apiKeys.revoke': {
    input: (f: Fixtures) => ({ keyId: f.apiKeyId }),
    access: 'integrations.manage',
    notOwned: 'NOT_FOUND',
  },
  'webhooks.settings': { access: 'integrations.manage' },
  'webhooks.platformEndpoints': { access: 'integrations.audit' },
  'webhooks.create': {
    input: {
      url: 'https://93.184.215.14/afilia',
      description: 'Matriz',
      events: ['sale.paid'],
      enabled: true,
    },
    access: 'integrations.manage',
  },
  'webhooks.update': {
    input: (f: Fixtures) => ({
      endpointId: f.webhookEndpointId,
      url: 'https://hooks.example.com/afilia',
      description: 'Matriz',
      events: ['sale.paid', 'sale.refunded'],
      enabled: true,
    }),
    access: 'integrations.manage',
    notOwned: 'NOT_FOUND',
  },
  'webhooks.delete': {
    input: (f: Fixtures) => ({ endpointId: f.webhookEndpointId }),
    access: 'integrations.manage',
    notOwned: 'NOT_FOUND',
  },
  'webhooks.secret': {
    input: (f: Fixtures) => ({ endpointId: f.webhookEndpointId }),
    access: 'integrations.manage',
    notOwned: 'NOT_FOUND',
  },
  'webhooks.rotateSecret': {
    input: (f: Fixtures) => ({ endpointId: f.webhookEndpointId }),
    access: 'integrations.manage',
    notOwned: 'NOT_FOUND',
  },
  'webhooks.deliveries': {
    input: (f: Fixtures) => ({ endpointId: f.webhookEndpointId }),
    access: 'integrations.manage',
    notOwned: 'NOT_FOUND',
  },
  'webhooks.resend': {
    input: (f: Fixtures) => ({ deliveryId: f.webhookDeliveryId }),
    access: 'integrations.manage',
    notOwned: 'NOT_FOUND',
  },
  'webhooks.sendTest': {
    input: (f: Fixtures) => ({ endpointId: f.webhookEndpointId }),
    access: 'integrations.manage',
    notOwned: 'NOT_FOUND',
  },
  'payments.connections': { access: 'payments.connections' },
  'payments.toggle': { input: { platform: 'stripe', enabled: false }, access: 'payments.connections' },
  'payments.setReferral': {
    input: { platform: 'asaas', enabled: true, url: 'https://www.asaas.com/r/demo' },
    access: 'payments.connections',
  },
  // Without a reachable Asaas or Stripe these answer a connection error: allowed callers get past the gate.
  'payments.testAsaas': {
    input: { apiKey: '$aact_matrix_key', walletId: '', environment: 'sandbox' },
    access: 'payments.connections',
  },
  'payments.saveAsaas': {
    input: { apiKey: '$aact_matrix_key', walletId: '', environment: 'sandbox' },
    access: 'payments.connections',
  },
  'payments.testStripe': {
    input: { apiKey: 'sk_test_matrix', webhookSecret: '' },
    access: 'payments.connections',
  },
  'payments.saveStripe': {
    input: { apiKey: 'sk_test_matrix', webhookSecret: '' },
    access: 'payments.connections',
  },
  'payments.balance': { access: 'payments.connections' },
  'payments.refresh': { access: 'payments.connections' },
  'payments.history': {
    input: { tab: 'all', status: 'all', period: 'all', page: 1 },
    access: 'payments.view',
  },
  'payments.upcoming': { access: 'payments.view' },
  // The demo producer's sale: only its producer sees it; everyone else (admin included) gets not found.
  'payments.entry': {
    input: (f: Fixtures) => ({ kind: 'sale', id: f.saleId }),
    access: 'payments.view',
    notOwned: 'NOT_FOUND',
  },
  'payouts.overview': { access: 'payouts.manage' },
  'payouts.run': { access: 'payouts.manage' },
  'payouts.markPaid': { input: { payoutId: randomUUID(), proofFileKey: null }, access: 'payouts.manage' },
  'payouts.schedule': { access: 'payouts.manage' },
  'payouts.saveSchedule': { input: { weeklyEnabled: false }, access: 'payouts.manage' },
  'payouts.account': { access: 'payouts.receive' },
  'payouts.saveAccount': {
    input: { asaasWalletId: 'wal_matrix', pixKeyType: 'EMAIL', pixKey: 'revendedor@example.com' },
    access: 'payouts.receive',
  },
  'payouts.referralLinks': { access: 'payouts.receive' },
  // The blog: reading is public (an admin also reads drafts); the manage tab of blog.list answers as
  // blog.manage does (blog.test.ts checks it); writing and moderation are blog.manage; commenting blog.comment.
  'blog.list': { input: { tab: 'published', search: '', page: 1 }, access: 'public' },
  'blog.get': { input: { idOrSlug: SEEDED_ARTICLE_SLUG }, access: 'public' },
  'blog.related': { input: { id: unknownArticleId }, access: 'public' },
  'blog.tags': { access: 'public' },
  'blog.comments': { input: { articleId: unknownArticleId }, access: 'public' },
  'blog.create': { input: blogArticle, access: 'blog.manage' },
  'blog.update': { input: { id: unknownArticleId, data: blogArticle }, access: 'blog.manage' },
  'blog.duplicate': { input: { id: unknownArticleId }, access: 'blog.manage' },
  'blog.delete': { input: { id: unknownArticleId }, access: 'blog.manage' },
  'blog.addComment': {
    input: { articleId: unknownArticleId, body: 'Ótimo artigo, obrigado!' },
    access: 'blog.comment',
  },
  'blog.pendingComments': { input: { page: 1 }, access: 'blog.manage' },
  'blog.approveComment': { input: { commentId: unknownCommentId }, access: 'blog.manage' },
  'blog.removeComment': { input: { commentId: unknownCommentId }, access: 'blog.manage' },
  'files.signedUrl': {
    input: (f: Fixtures) => ({ bucket: 'product-files', key: f.fileKey }),
    access: 'files.read',
    notOwned: 'FORBIDDEN',
  },
};

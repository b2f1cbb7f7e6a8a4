import type { Role } from './constants';

/**
 * How far a capability reaches: 'own' covers what the user owns (their products, files, settings) and the
 * resellers they referred; 'any' covers everyone's (an admin acting on the whole platform).
 */
export type Scope = 'own' | 'any';

type Grants = Partial<Record<Role, Scope>>;

/**
 * The one place for the role rules: which role may do what, and how far. The API procedures, the upload
 * route, the dashboard sidebar and page guards and the authorization matrix all read this map.
 */
export const CAPABILITIES = {
  /** The dashboard overview. */
  'dashboard.view': { reseller: 'own', producer: 'own', admin: 'own' },
  /** Products: a producer's own (another producer's answers not found); an admin's reach is every product. */
  'products.manage': { producer: 'own', admin: 'any' },
  /** Prices and commissions of the products in reach. */
  'pricing.manage': { producer: 'own', admin: 'any' },
  /** 'Meus Revendedores': a producer manages the resellers they referred; an admin, every reseller. */
  'sellers.manage': { producer: 'own', admin: 'any' },
  /** User management's list: a producer reads their referred resellers only; an admin, every profile. */
  'team.view': { producer: 'own', admin: 'any' },
  /** Changing anyone's role, status, data; deleting and messaging users. */
  'users.administer': { admin: 'any' },
  /** Invitations: a producer invites resellers who become theirs; an admin invites any role. */
  'users.invite': { producer: 'own', admin: 'any' },
  /** The platform's public contact data. */
  'branding.manage': { admin: 'any' },
  /** Signed URLs for private files: the owner's own, an admin's any. */
  'files.read': { reseller: 'own', producer: 'own', admin: 'any' },
  'files.uploadProductFiles': { producer: 'own', admin: 'own' },
  /** Product images and profile photos (a reseller's only upload). */
  'files.uploadImages': { reseller: 'own', producer: 'own', admin: 'own' },
  /** 'Produtos Afiliados': the products a reseller sells. */
  'affiliations.view': { reseller: 'own' },
  /** Who may affiliate to a product and the decisions on requests: a producer's own products, an admin's any. */
  'affiliations.manage': { producer: 'own', admin: 'any' },
  /** 'Vendas': a producer's own sales (refunds included); an admin's reach is every sale. */
  'sales.manage': { producer: 'own', admin: 'any' },
  /** 'Minhas Comissões': the sales a reseller's links brought and their commissions. */
  'commissions.view': { reseller: 'own' },
  /** The producer's refund window. */
  'sales.settings': { producer: 'own' },
  /** Reports (Vendas, Produtos): a reseller's own links and commissions, a producer's own sales; an admin's reach is the platform. */
  'reports.view': { reseller: 'own', producer: 'own', admin: 'any' },
  /** The Vendedores report: a producer's resellers; an admin's, every reseller. */
  'reports.sellers': { producer: 'own', admin: 'any' },
  /** The admin's producer filter on the reports. */
  'reports.platform': { admin: 'any' },
  /** The payment history, upcoming payments and receipts: everyone's own side. */
  'payments.view': { reseller: 'own', producer: 'own', admin: 'own' },
  /** The producer's own Stripe and Asaas connections (an admin sells too). */
  'payments.connections': { producer: 'own', admin: 'own' },
  /** Paying the producer's resellers their commissions. */
  'payouts.manage': { producer: 'own', admin: 'own' },
  /** A reseller's receiving details (Asaas wallet, Pix key) and their producer's 'Crie sua conta' links. */
  'payouts.receive': { reseller: 'own' },
  'settings.manage': { reseller: 'own', producer: 'own', admin: 'own' },
  /** 'Integrações': one's own webhook endpoints (a producer's plan decides whether they may use them). */
  'integrations.manage': { producer: 'own', admin: 'own' },
  /** Every producer's webhook endpoints on the admin's 'Integrações' (their metadata, never a secret). */
  'integrations.audit': { admin: 'any' },
  /** The blog: writing, publishing, duplicating and deleting articles, and moderating comments. */
  'blog.manage': { admin: 'any' },
  /** Commenting on a published article (shown once an admin approves it). */
  'blog.comment': { reseller: 'own', producer: 'own', admin: 'own' },
} as const satisfies Record<string, Grants>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** Which upload bucket needs which capability. */
export const UPLOAD_CAPABILITIES = {
  'product-files': 'files.uploadProductFiles',
  'product-images': 'files.uploadImages',
} as const satisfies Record<string, Capability>;

/** How far a role's capability reaches, or null when the role does not have it (or there is no role). */
export function scopeOf(role: Role | null | undefined, capability: Capability): Scope | null {
  if (!role) return null;
  const grants: Grants = CAPABILITIES[capability];
  return grants[role] ?? null;
}

/** Whether a role has a capability, in any scope. */
export function can(role: Role | null | undefined, capability: Capability): boolean {
  return scopeOf(role, capability) !== null;
}

/** Whether a role's capability reaches everyone's objects, not only its own. */
export function reachesAny(role: Role | null | undefined, capability: Capability): boolean {
  return scopeOf(role, capability) === 'any';
}

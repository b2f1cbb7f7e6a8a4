import { affiliations, type Database, eq, productPricing, products, sales } from '@afilia/db';
import {
  AFFILIATION_DECISIONS,
  type AffiliationDecision,
  type ApiScope,
  COMMISSION_TYPES,
  INSTALLMENT_INTEREST_PAYERS,
  productInput,
} from '@afilia/validators';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import type { PaymentProvider } from '../../integrations/payments/provider';
import { decideAffiliation } from '../affiliations/decide-affiliation';
import {
  apiAffiliation,
  apiAffiliationSchema,
  apiCommissionSchema,
  apiPayoutSchema,
  apiProduct,
  apiProductSchema,
  apiSale,
  apiSaleSchema,
} from '../api-objects/api-objects';
import type { AsaasAccess } from '../payments/producer-asaas';
import type { StripeAccess } from '../payments/producer-stripe';
import { ownedProduct } from '../products/product-access';
import { createProduct, updateProduct } from '../products/save-product';
import { refundSale } from '../sales/refund-sale';
import { saleInReach } from '../sales/sale-access';
import type { ApiCaller } from './api-caller';
import {
  affiliationsQuery,
  commissionsQuery,
  listApiAffiliations,
  listApiCommissions,
  listApiPayouts,
  listApiProducts,
  listApiSales,
  listSchema,
  payoutsQuery,
  productsQuery,
  salesQuery,
} from './api-lists';

/** What the API's handlers need: the same dependencies the tRPC procedures give the same services. */
export interface PublicApiDeps {
  db: Database;
  mail: MailService;
  appUrl: string;
  payments: PaymentProvider;
  accounts: AsaasAccess & StripeAccess;
  /** The affiliate-link cache, told when a decision changes where a link leads. */
  affiliateLinks: { invalidate(code: string): void };
}

export interface ApiInput<TParams, TQuery, TBody> {
  params: TParams;
  query: TQuery;
  body: TBody;
}

/**
 * One REST endpoint: its path and method, the scope a key needs, the schemas of what it takes and answers
 * (the OpenAPI document is built from them, and the server validates with them), and the handler, which
 * calls the same services as the tRPC procedure of the same action.
 */
export interface ApiRoute<TParams = unknown, TQuery = unknown, TBody = unknown, TOut = unknown> {
  operationId: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** OpenAPI style, under /api/v1: `/products/{id}`. */
  path: string;
  scope: ApiScope;
  tag: 'Products' | 'Sales' | 'Commissions' | 'Affiliations' | 'Payouts';
  summary: string;
  description?: string;
  params?: z.ZodType<TParams>;
  query?: z.ZodType<TQuery>;
  /** The shared schema the app validates the same data with (camelCase fields; the API's are snake_case). */
  body?: z.ZodType<TBody>;
  /** Shown in the document instead of `body`'s own shape (a PATCH takes any subset of the fields). */
  bodyDocument?: z.ZodType;
  response: z.ZodType<TOut>;
  status: 200 | 201;
  handle(deps: PublicApiDeps, caller: ApiCaller, input: ApiInput<TParams, TQuery, TBody>): Promise<TOut>;
}

function route<TParams, TQuery, TBody, TOut>(definition: ApiRoute<TParams, TQuery, TBody, TOut>) {
  return definition as ApiRoute;
}

const idParam = (
  code: 'errors.products.notFound' | 'errors.sales.notFound' | 'errors.affiliations.notFound',
) => z.object({ id: z.uuid(code) });

async function productById(db: Database, caller: ApiCaller, id: string) {
  const [row] = await db
    .select({ product: products, pricing: productPricing })
    .from(products)
    .leftJoin(productPricing, eq(productPricing.productId, products.id))
    .where(ownedProduct(caller.actor, id));
  if (!row) throw new AppError('errors.products.notFound');
  return apiProduct(row.product, row.pricing);
}

async function saleById(db: Database, caller: ApiCaller, id: string) {
  const [row] = await db.select().from(sales).where(saleInReach(caller.actor, id));
  if (!row) throw new AppError('errors.sales.notFound');
  return apiSale(row);
}

/**
 * A PATCH of a product: the fields sent over the product as it is, validated whole with the product form's
 * schema, so a partial change obeys every rule a full save does. `pricing` merges field by field.
 */
const productPatchDocument = z
  .object({
    title: z.string(),
    description: z.string(),
    instructions: z.string(),
    category: z.string().nullable(),
    imageLinks: z.array(z.string()),
    downloadLinks: z.array(z.object({ title: z.string(), url: z.string() })),
    youtubeVideos: z.array(z.object({ title: z.string(), url: z.string() })),
    affiliationMode: z.string(),
    attributionWindowDays: z.number().int(),
    pricing: z
      .object({
        priceCents: z.number().int(),
        commissionType: z.enum(COMMISSION_TYPES),
        commissionValue: z.number().int(),
        commissionRecurring: z.boolean(),
        maxInstallments: z.number().int().min(1).max(12),
        installmentInterest: z.enum(INSTALLMENT_INTEREST_PAYERS),
      })
      .partial(),
  })
  .partial();

function productPatch(current: Awaited<ReturnType<typeof productById>>, patch: unknown): unknown {
  const changes = (patch && typeof patch === 'object' ? patch : {}) as Record<string, unknown>;
  const pricingNow = current.pricing
    ? {
        priceCents: current.pricing.price_cents,
        commissionType: current.pricing.commission_type,
        commissionValue: current.pricing.commission_value,
        commissionRecurring: current.pricing.commission_recurring,
        maxInstallments: current.pricing.max_installments,
        installmentInterest: current.pricing.installment_interest,
      }
    : undefined;
  const pricingChange = changes.pricing && typeof changes.pricing === 'object' ? changes.pricing : undefined;
  return {
    title: current.title,
    description: current.description,
    instructions: current.instructions,
    category: current.category,
    imageLinks: current.image_links,
    downloadLinks: current.download_links,
    youtubeVideos: current.youtube_videos,
    affiliationMode: current.affiliation_mode,
    attributionWindowDays: current.attribution_window_days,
    ...changes,
    pricing: pricingChange ? { ...pricingNow, ...pricingChange } : undefined,
  };
}

const decisionRoutes = AFFILIATION_DECISIONS.map((decision: AffiliationDecision) =>
  route({
    operationId: `${decision}Affiliation`,
    method: 'POST',
    path: `/affiliations/{id}/${decision}`,
    scope: 'affiliations:write',
    tag: 'Affiliations',
    summary: {
      approve: 'Approve an affiliation',
      refuse: 'Refuse a request',
      revoke: 'Revoke an affiliation',
    }[decision],
    description: {
      approve: 'A pending, refused or revoked affiliation becomes active: the reseller link works again.',
      refuse: 'A pending request is refused; the reseller is emailed.',
      revoke: 'An active affiliation is revoked: its link stops attributing sales at once.',
    }[decision],
    params: idParam('errors.affiliations.notFound'),
    response: apiAffiliationSchema,
    status: 200,
    async handle(deps, caller, { params }) {
      const decided = await decideAffiliation(deps, caller.actor, { affiliationId: params.id, decision });
      deps.affiliateLinks.invalidate(decided.linkCode);
      const [row] = await deps.db.select().from(affiliations).where(eq(affiliations.id, decided.id));
      if (!row) throw new AppError('errors.affiliations.notFound');
      return apiAffiliation(row);
    },
  }),
);

/** Every endpoint of /api/v1, in the order the reference shows them. */
export const API_ROUTES: readonly ApiRoute[] = [
  route({
    operationId: 'listProducts',
    method: 'GET',
    path: '/products',
    scope: 'products:read',
    tag: 'Products',
    summary: 'List products',
    query: productsQuery,
    response: listSchema(apiProductSchema),
    status: 200,
    handle: (deps, caller, { query }) => listApiProducts(deps.db, caller.actor, query),
  }),
  route({
    operationId: 'getProduct',
    method: 'GET',
    path: '/products/{id}',
    scope: 'products:read',
    tag: 'Products',
    summary: 'Get a product',
    params: idParam('errors.products.notFound'),
    response: apiProductSchema,
    status: 200,
    handle: (deps, caller, { params }) => productById(deps.db, caller, params.id),
  }),
  route({
    operationId: 'createProduct',
    method: 'POST',
    path: '/products',
    scope: 'products:write',
    tag: 'Products',
    summary: 'Create a product',
    description:
      "The product form's rules: at least one image, at most 5 images and 6 videos, the plan's product limit. With `pricing` it can be sold at once.",
    body: productInput,
    response: apiProductSchema,
    status: 201,
    async handle(deps, caller, { body }) {
      const created = await createProduct(deps.db, caller.actor, body);
      return productById(deps.db, caller, created.id);
    },
  }),
  route({
    operationId: 'updateProduct',
    method: 'PATCH',
    path: '/products/{id}',
    scope: 'products:write',
    tag: 'Products',
    summary: 'Update a product, its price and commission',
    description:
      'Send only the fields that change; `pricing` merges field by field. The result must pass the same rules as the product form.',
    params: idParam('errors.products.notFound'),
    body: z.unknown(),
    bodyDocument: productPatchDocument,
    response: apiProductSchema,
    status: 200,
    async handle(deps, caller, { params, body }) {
      const current = await productById(deps.db, caller, params.id);
      const parsed = productInput.safeParse(productPatch(current, body));
      if (!parsed.success) throw parsed.error;
      await updateProduct(deps.db, caller.actor, params.id, parsed.data);
      return productById(deps.db, caller, params.id);
    },
  }),
  route({
    operationId: 'listSales',
    method: 'GET',
    path: '/sales',
    scope: 'sales:read',
    tag: 'Sales',
    summary: 'List sales',
    description: "The filters of the dashboard's 'Vendas'. Each sale carries its buyer.",
    query: salesQuery,
    response: listSchema(apiSaleSchema),
    status: 200,
    handle: (deps, caller, { query }) => listApiSales(deps.db, caller.actor, query),
  }),
  route({
    operationId: 'getSale',
    method: 'GET',
    path: '/sales/{id}',
    scope: 'sales:read',
    tag: 'Sales',
    summary: 'Get a sale',
    params: idParam('errors.sales.notFound'),
    response: apiSaleSchema,
    status: 200,
    handle: (deps, caller, { params }) => saleById(deps.db, caller, params.id),
  }),
  route({
    operationId: 'refundSale',
    method: 'POST',
    path: '/sales/{id}/refund',
    scope: 'sales:refund',
    tag: 'Sales',
    summary: 'Refund a sale',
    description:
      'Refunds the whole amount through the provider that charged it; the commission is cancelled or taken back. A card refund is final at once; others wait for the provider, with `refund_requested_at` set.',
    params: idParam('errors.sales.notFound'),
    response: apiSaleSchema,
    status: 200,
    async handle(deps, caller, { params }) {
      await refundSale(deps, caller.actor, params.id);
      return saleById(deps.db, caller, params.id);
    },
  }),
  route({
    operationId: 'listCommissions',
    method: 'GET',
    path: '/commissions',
    scope: 'commissions:read',
    tag: 'Commissions',
    summary: "List your resellers' commissions",
    query: commissionsQuery,
    response: listSchema(apiCommissionSchema),
    status: 200,
    handle: (deps, caller, { query }) => listApiCommissions(deps.db, caller.actor, query),
  }),
  route({
    operationId: 'listAffiliations',
    method: 'GET',
    path: '/affiliations',
    scope: 'affiliations:read',
    tag: 'Affiliations',
    summary: 'List affiliations and requests',
    query: affiliationsQuery,
    response: listSchema(apiAffiliationSchema),
    status: 200,
    handle: (deps, caller, { query }) => listApiAffiliations(deps.db, caller.actor, query),
  }),
  ...decisionRoutes,
  route({
    operationId: 'listPayouts',
    method: 'GET',
    path: '/payouts',
    scope: 'payouts:read',
    tag: 'Payouts',
    summary: 'List payouts to your resellers',
    query: payoutsQuery,
    response: listSchema(apiPayoutSchema),
    status: 200,
    handle: (deps, caller, { query }) => listApiPayouts(deps.db, caller.actor, query),
  }),
];

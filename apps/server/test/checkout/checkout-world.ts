import { randomUUID } from 'node:crypto';
import { encodeAttribution } from '@afilia/api/server';
import { affiliations, eq, sales, users } from '@afilia/db';
import { ATTRIBUTION_COOKIE, generateLinkCode, testPaymentMethodId } from '@afilia/validators';
import { clickSecrets } from '../../src/affiliate-redirect/click-secrets';
import { fileSigningSecret } from '../../src/storage';
import { affiliationWorld } from '../affiliations/affiliation-world';
import type { TestApp } from '../support/harness';

export const CARD_OK = '4242424242424242';
export const CARD_DECLINED = '4000000000000002';
export const CARD_INSUFFICIENT_FUNDS = '4000000000009995';
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface CheckoutInputOverrides {
  idempotencyKey?: string;
  card?: string;
  buyer?: Partial<{ name: string; email: string; document: string; phone: string }>;
}

/** The affiliation world plus what a buyer needs: checkout inputs, affiliations and their signed cookies. */
export function checkoutWorld(t: TestApp) {
  const world = affiliationWorld(t);
  const cookieSecret = clickSecrets(fileSigningSecret(t.config)).attributionCookie;

  function checkoutInput(productCode: string, overrides: CheckoutInputOverrides = {}) {
    return {
      productCode,
      idempotencyKey: overrides.idempotencyKey ?? randomUUID(),
      buyer: {
        name: 'Maria Compradora',
        email: 'maria.compradora@example.com',
        document: '529.982.247-25',
        phone: '(11) 98765-4321',
        ...overrides.buyer,
      },
      method: 'card' as const,
      paymentMethodId: testPaymentMethodId(overrides.card ?? CARD_OK),
    };
  }

  async function addAffiliation(
    resellerId: string,
    productId: string,
    status: 'active' | 'pending' | 'refused' | 'revoked' = 'active',
  ): Promise<string> {
    const linkCode = generateLinkCode();
    const [row] = await t.db
      .insert(affiliations)
      .values({ resellerId, productId, status, linkCode })
      .returning({ id: affiliations.id });
    if (!row) throw new Error('affiliation insert returned no row');
    return row.id;
  }

  /** The `afilia_ref` cookie of a click through the affiliation, signed with the app's secret. */
  function attributionCookie(affiliationId: string, clickedAt = Date.now(), attributionWindowDays = 30) {
    return `${ATTRIBUTION_COOKIE}=${encodeAttribution(cookieSecret, { affiliationId, clickedAt, attributionWindowDays })}`;
  }

  async function emailOf(userId: string): Promise<string> {
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`no user ${userId}`);
    return row.email;
  }

  async function saleByOrder(orderCode: string) {
    const [row] = await t.db.select().from(sales).where(eq(sales.orderCode, orderCode));
    if (!row) throw new Error(`no sale ${orderCode}`);
    return row;
  }

  return { ...world, checkoutInput, addAffiliation, attributionCookie, emailOf, saleByOrder };
}

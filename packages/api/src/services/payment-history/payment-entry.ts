import {
  and,
  commissions,
  type DbOrTx,
  eq,
  or,
  payouts,
  planInvoices,
  profiles,
  sales,
  sql,
  subscriptions,
  testModeCharges,
  users,
} from '@afilia/db';
import type { PaymentEntryRef } from '@afilia/validators';
import { AppError } from '../../errors';
import type { PaymentProviderName } from '../../integrations/payments/provider';
import type { Actor } from '../auth/resolve-actor';
import { saleSplit } from '../ledger/figures/sale-split';

export interface EntryParty {
  name: string;
  email: string | null;
  document: string | null;
}

/** One history entry in full: the details dialog and the PDF receipt both read it. */
export interface PaymentEntryDetail {
  ref: PaymentEntryRef;
  direction: 'received' | 'sent';
  createdAt: Date;
  paidAt: Date | null;
  /** completed | pending | failed | refunded | chargeback */
  status: string;
  method: string;
  /** What it was for: the product title, or an i18n key ('payments.entry.payout', 'payments.entry.plan.{id}'). */
  description: string;
  descriptionIsKey: boolean;
  payer: EntryParty;
  payee: EntryParty;
  /** Amount lines, labelled by i18n keys under payments.receipt.lines. */
  lines: {
    label: 'sale' | 'installmentFee' | 'commission' | 'producerNet' | 'payout' | 'plan' | 'fee';
    amountCents: number;
  }[];
  totalCents: number;
  /** The amount is a monthly charge: a subscription product's sale, or a plan payment ('R$ 97,00/mês'). */
  monthly: boolean;
  /**
   * Provider ids and our codes, labelled by keys under payments.receipt.refs. The provider itself is a code
   * that every screen and receipt shows by its name (`sales.providers.*`), never as the raw code.
   */
  refs: EntryRef[];
  hasProof: boolean;
}

export type EntryRef =
  | { label: 'provider'; value: PaymentProviderName }
  | { label: 'order' | 'providerPayment' | 'transfer' | 'entry'; value: string };

/** The platform's name, as receipts and plan invoices give it. */
export const PLATFORM_NAME = 'Afilia';

const PLATFORM: EntryParty = { name: PLATFORM_NAME, email: null, document: null };

async function party(db: DbOrTx, userId: string | null): Promise<EntryParty> {
  if (!userId) return { name: '—', email: null, document: null };
  const [row] = await db
    .select({ name: profiles.fullName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return { name: row?.name ?? row?.email ?? '—', email: row?.email ?? null, document: null };
}

function saleStatus(status: string): string {
  return status === 'paid' ? 'completed' : status;
}

/**
 * A history entry the actor may see: a producer their own sales, payouts and plan charges; a reseller their
 * split commissions, payouts and plan charges. Anything else answers not found, whoever owns it.
 */
export async function getPaymentEntry(
  db: DbOrTx,
  actor: Pick<Actor, 'id'>,
  ref: PaymentEntryRef,
): Promise<PaymentEntryDetail> {
  const detail = await loadEntry(db, actor.id, ref);
  if (!detail) throw new AppError('errors.payments.notFound');
  return detail;
}

async function loadEntry(
  db: DbOrTx,
  userId: string,
  ref: PaymentEntryRef,
): Promise<PaymentEntryDetail | null> {
  switch (ref.kind) {
    case 'sale':
      return saleEntry(db, userId, ref);
    case 'commission':
      return commissionEntry(db, userId, ref);
    case 'payout':
      return payoutEntry(db, userId, ref);
    case 'plan':
      return planEntry(db, userId, ref);
  }
}

async function saleEntry(
  db: DbOrTx,
  userId: string,
  ref: PaymentEntryRef,
): Promise<PaymentEntryDetail | null> {
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, ref.id), eq(sales.producerId, userId)));
  if (!sale) return null;
  const split = saleSplit(sale);
  return {
    ref,
    direction: 'received',
    createdAt: sale.createdAt,
    paidAt: sale.paidAt,
    status: saleStatus(sale.status),
    method: sale.method,
    description: sale.productTitle,
    descriptionIsKey: false,
    payer: { name: sale.buyerName, email: sale.buyerEmail, document: sale.buyerDocument },
    payee: await party(db, sale.producerId),
    lines: [
      { label: 'sale', amountCents: split.amountCents },
      ...(split.installmentFeeCents > 0
        ? [{ label: 'installmentFee' as const, amountCents: -split.installmentFeeCents }]
        : []),
      ...(split.commissionCents > 0
        ? [{ label: 'commission' as const, amountCents: -split.commissionCents }]
        : []),
      ...(split.platformFeeCents > 0
        ? [{ label: 'fee' as const, amountCents: -split.platformFeeCents }]
        : []),
    ],
    totalCents: split.producerNetCents,
    // A sale of a subscription product belongs to a buyer subscription (its first payment and each renewal).
    monthly: sale.subscriptionId !== null,
    refs: [
      { label: 'order', value: sale.orderCode },
      { label: 'provider' as const, value: sale.provider },
      ...(sale.providerPaymentId
        ? [{ label: 'providerPayment' as const, value: sale.providerPaymentId }]
        : []),
    ],
    hasProof: false,
  };
}

async function commissionEntry(
  db: DbOrTx,
  userId: string,
  ref: PaymentEntryRef,
): Promise<PaymentEntryDetail | null> {
  const [row] = await db
    .select({ commission: commissions, sale: sales })
    .from(commissions)
    .innerJoin(sales, eq(sales.id, commissions.saleId))
    .where(and(eq(commissions.id, ref.id), eq(commissions.resellerId, userId)));
  if (!row) return null;
  const { commission, sale } = row;
  return {
    ref,
    direction: 'received',
    createdAt: commission.createdAt,
    paidAt: commission.paidAt,
    status:
      commission.status === 'paid' ? 'completed' : commission.status === 'cancelled' ? 'failed' : 'pending',
    method: commission.settledBy === 'split' ? 'split' : 'payout',
    description: sale.productTitle,
    descriptionIsKey: false,
    payer: await party(db, commission.producerId),
    payee: await party(db, commission.resellerId),
    lines: [
      { label: 'sale', amountCents: sale.amountCents },
      { label: 'commission', amountCents: commission.amountCents },
    ],
    totalCents: commission.amountCents,
    monthly: false,
    refs: [
      { label: 'order', value: sale.orderCode },
      ...(sale.providerPaymentId
        ? [{ label: 'providerPayment' as const, value: sale.providerPaymentId }]
        : []),
    ],
    hasProof: false,
  };
}

async function payoutEntry(
  db: DbOrTx,
  userId: string,
  ref: PaymentEntryRef,
): Promise<PaymentEntryDetail | null> {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, ref.id), or(eq(payouts.producerId, userId), eq(payouts.resellerId, userId))));
  if (!payout) return null;
  return {
    ref,
    direction: payout.producerId === userId ? 'sent' : 'received',
    createdAt: payout.createdAt,
    paidAt: payout.paidAt,
    status: payout.status === 'paid' ? 'completed' : payout.status === 'processing' ? 'pending' : 'failed',
    method: payout.method,
    description: 'payments.entry.payout',
    descriptionIsKey: true,
    payer: await party(db, payout.producerId),
    payee: { ...(await party(db, payout.resellerId)), document: payout.pixKey },
    lines: [{ label: 'payout', amountCents: payout.amountCents }],
    totalCents: payout.amountCents,
    monthly: false,
    refs: [
      { label: 'entry', value: payout.id },
      ...(payout.providerTransferId
        ? [{ label: 'transfer' as const, value: payout.providerTransferId }]
        : []),
    ],
    hasProof: payout.proofFileId !== null,
  };
}

async function planEntry(
  db: DbOrTx,
  userId: string,
  ref: PaymentEntryRef,
): Promise<PaymentEntryDetail | null> {
  const [charge] = await db
    .select({
      id: testModeCharges.id,
      amountCents: testModeCharges.amountCents,
      paid: sql<boolean>`${testModeCharges.outcome} = 'ok'`,
      createdAt: testModeCharges.createdAt,
      planId: subscriptions.planId,
      provider: subscriptions.provider,
      invoiceId: sql<string | null>`null`,
    })
    .from(testModeCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, testModeCharges.subscriptionId))
    .where(and(eq(testModeCharges.id, ref.id), eq(subscriptions.userId, userId)));
  const [invoice] = charge
    ? []
    : await db
        .select({
          id: planInvoices.id,
          amountCents: planInvoices.amountCents,
          paid: sql<boolean>`${planInvoices.status} = 'paid'`,
          createdAt: planInvoices.createdAt,
          planId: subscriptions.planId,
          provider: subscriptions.provider,
          invoiceId: sql<string | null>`${planInvoices.providerInvoiceId}`,
        })
        .from(planInvoices)
        .innerJoin(subscriptions, eq(subscriptions.id, planInvoices.subscriptionId))
        .where(and(eq(planInvoices.id, ref.id), eq(subscriptions.userId, userId)));
  const row = charge ?? invoice;
  if (!row) return null;
  return {
    ref,
    direction: 'sent',
    createdAt: row.createdAt,
    paidAt: row.paid ? row.createdAt : null,
    status: row.paid ? 'completed' : 'failed',
    method: 'card',
    description: `payments.entry.plan.${row.planId}`,
    descriptionIsKey: true,
    payer: await party(db, userId),
    payee: PLATFORM,
    lines: [{ label: 'plan', amountCents: row.amountCents }],
    totalCents: row.amountCents,
    // Every plan is billed monthly.
    monthly: true,
    refs: [
      { label: 'entry', value: row.id },
      { label: 'provider' as const, value: row.provider },
      ...(row.invoiceId ? [{ label: 'providerPayment' as const, value: row.invoiceId }] : []),
    ],
    hasProof: false,
  };
}

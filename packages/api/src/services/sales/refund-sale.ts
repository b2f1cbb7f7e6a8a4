import { type Database, eq, paymentConnections, sales } from '@afilia/db';
import type { SaleStatus } from '@afilia/validators';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import type { PaymentProvider, ProductRefund } from '../../integrations/payments/provider';
import { claimRefund, releaseRefundClaim } from '../ledger/refund-claim';
import { reverseSale } from '../ledger/reverse-sale';
import { openConnectionSecrets } from '../payments/connection-secrets';
import { type AsaasAccess, asaasClient } from '../payments/producer-asaas';
import { type StripeAccess, stripeProviderFor } from '../payments/producer-stripe';
import { type SalesActor, saleInReach } from './sale-access';

export interface RefundResult {
  status: SaleStatus;
  /** True when the provider confirms later (Stripe's webhook); the sale stays paid until then. */
  refundRequested: boolean;
}

export interface RefundDeps {
  db: Database;
  payments: PaymentProvider;
  accounts: AsaasAccess & StripeAccess;
  /** The buyer's refund email, when the refund is made here. */
  mail: MailService;
  appUrl: string;
  clock?: () => Date;
}

/**
 * 'Reembolsar': a producer refunds one of their own sales, an admin any sale. The sale is claimed first
 * (refundRequestedAt set by a conditional UPDATE), so two clicks or two tabs ask the provider once; test mode
 * refunds at once and the sale is reversed here (the buyer's refund email goes after the commit), Stripe and
 * Asaas confirm later through their webhooks, which reverse it and email the buyer then.
 */
export async function refundSale(deps: RefundDeps, actor: SalesActor, saleId: string): Promise<RefundResult> {
  const { db } = deps;
  const now = deps.clock?.() ?? new Date();
  const [sale] = await db
    .select({
      id: sales.id,
      status: sales.status,
      provider: sales.provider,
      providerPaymentId: sales.providerPaymentId,
      amountCents: sales.amountCents,
      refundRequestedAt: sales.refundRequestedAt,
      paymentConnectionId: sales.paymentConnectionId,
    })
    .from(sales)
    .where(saleInReach(actor, saleId));
  if (!sale) throw new AppError('errors.sales.notFound');
  if (sale.status !== 'paid') throw new AppError('errors.sales.notRefundable');
  if (sale.refundRequestedAt) throw new AppError('errors.sales.refundPending');
  // A sale is refunded by the account that charged it (the platform's provider or the producer's own);
  // one made in test mode cannot be refunded by Stripe.
  const refunder = await refunderOf(deps, sale);
  if (!sale.providerPaymentId || !refunder) throw new AppError('errors.sales.notRefundable');
  const providerPaymentId = sale.providerPaymentId;

  if (!(await claimRefund(db, sale.id, now))) throw new AppError('errors.sales.refundPending');

  let refund: ProductRefund;
  try {
    refund = await refunder({ saleId: sale.id, providerPaymentId, amountCents: sale.amountCents });
  } catch (error) {
    // The provider refused or could not be reached: release the claim so the producer can try again.
    await releaseRefundClaim(db, sale.id, now, new Date());
    throw error;
  }

  if (refund.status === 'pending') return { status: 'paid', refundRequested: true };
  const { emailIds } = await db.transaction((tx) => reverseSale(tx, deps, sale.id, 'refunded', now));
  await deps.mail.deliver(db, emailIds);
  return { status: 'refunded', refundRequested: false };
}

type Refunder = (request: {
  saleId: string;
  providerPaymentId: string;
  amountCents: number;
}) => Promise<ProductRefund>;

/** Who refunds a sale: the producer's Stripe or Asaas when it charged it, else the platform's provider. */
async function refunderOf(
  deps: { db: Database; payments: PaymentProvider; accounts: AsaasAccess & StripeAccess },
  sale: { provider: string; paymentConnectionId: string | null },
): Promise<Refunder | null> {
  if (!sale.paymentConnectionId)
    return sale.provider === deps.payments.name
      ? (request) => deps.payments.refundProductCharge(request)
      : null;
  const [connection] = await deps.db
    .select()
    .from(paymentConnections)
    .where(eq(paymentConnections.id, sale.paymentConnectionId));
  if (!connection?.secretsSealed || connection.platform !== sale.provider) return null;
  if (connection.platform === 'stripe') {
    const provider = stripeProviderFor(deps.accounts, connection);
    return (request) => provider.refundProductCharge(request);
  }
  const { apiKey } = openConnectionSecrets(
    deps.accounts.secrets,
    connection.userId,
    'asaas',
    connection.secretsSealed,
  );
  const client = asaasClient(deps.accounts, apiKey, connection.environment);
  // Asaas confirms the refund with its PAYMENT_REFUNDED webhook (or the next refresh), like Stripe.
  return async (request) => {
    const payment = await client.refundPayment(request.providerPaymentId);
    return { status: payment.status === 'REFUNDED' ? 'refunded' : 'pending' };
  };
}

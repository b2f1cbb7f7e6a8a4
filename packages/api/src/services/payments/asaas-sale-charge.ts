import { chargeInstructions, type DbOrTx, eq, payoutSettings, type sales } from '@afilia/db';
import { addCalendarDays, businessDay, businessDayEnd } from '@afilia/validators';
import { centsToReais } from '../../integrations/asaas/asaas-client';
import type { ProductChargeAction } from '../../integrations/payments/provider';
import { saleCommissionCents } from '../ledger/figures/sale-split';
import type { ProducerAsaas } from './producer-asaas';

type SaleRecord = typeof sales.$inferSelect;

/** Days a Pix code and a boleto stay payable. */
const PIX_DAYS = 1;
const BOLETO_DAYS = 3;

export interface AsaasSaleCharge {
  providerPaymentId: string;
  providerCustomerId: string;
  action: ProductChargeAction;
}

/**
 * The reseller's commission as an Asaas split to their wallet, when they recorded one: the provider pays it when
 * the buyer's payment settles, so the producer never handles it. None for the producer's own wallet.
 */
export async function commissionSplit(
  db: DbOrTx,
  sale: SaleRecord,
  producerWalletId: string | null,
): Promise<{ walletId: string; cents: number } | null> {
  if (!sale.resellerId) return null;
  const cents = saleCommissionCents(sale);
  if (cents <= 0 || cents >= sale.amountCents) return null;
  const [settings] = await db
    .select({ walletId: payoutSettings.asaasWalletId })
    .from(payoutSettings)
    .where(eq(payoutSettings.userId, sale.resellerId));
  const walletId = settings?.walletId;
  if (!walletId || walletId === producerWalletId) return null;
  return { walletId, cents };
}

/**
 * Creates the Asaas charge of a pending Pix or boleto sale (with the commission split) and keeps what the buyer
 * needs to pay it. `externalReference` is our sale id, so the charge can always be found from the sale.
 */
export async function chargeSaleWithAsaas(
  db: DbOrTx,
  asaas: ProducerAsaas,
  sale: SaleRecord,
  method: 'pix' | 'boleto',
  now: Date,
): Promise<AsaasSaleCharge> {
  const { client } = asaas;
  const customer = await client.findOrCreateCustomer({
    name: sale.buyerName,
    email: sale.buyerEmail,
    cpfCnpj: sale.buyerDocument,
    mobilePhone: sale.buyerPhone,
    externalReference: sale.buyerEmail,
  });
  const split = await commissionSplit(db, sale, asaas.connection.walletId);
  const dueDate = addCalendarDays(businessDay(now), method === 'pix' ? PIX_DAYS : BOLETO_DAYS);
  const payment = await client.createPayment({
    customer: customer.id,
    billingType: method === 'pix' ? 'PIX' : 'BOLETO',
    value: centsToReais(sale.amountCents),
    dueDate,
    description: `${sale.productTitle} (${sale.orderCode})`.slice(0, 500),
    externalReference: sale.id,
    ...(split ? { split: [{ walletId: split.walletId, fixedValue: centsToReais(split.cents) }] } : {}),
  });
  const expiresAt = businessDayEnd(dueDate);
  let action: ProductChargeAction;
  if (method === 'pix') {
    const qr = await client.getPixQrCode(payment.id);
    action = { type: 'pix', payload: qr.payload, qrImage: qr.encodedImage, expiresAt };
  } else {
    const line = await client.getBoletoLine(payment.id);
    action = {
      type: 'boleto',
      url: payment.bankSlipUrl ?? '',
      line: line.identificationField,
      dueDate: expiresAt,
    };
  }
  await db
    .insert(chargeInstructions)
    .values({
      saleId: sale.id,
      pixPayload: action.type === 'pix' ? action.payload : null,
      pixQrImage: action.type === 'pix' ? action.qrImage : null,
      boletoUrl: action.type === 'boleto' ? action.url : null,
      boletoLine: action.type === 'boleto' ? action.line : null,
      expiresAt,
      splitCents: split?.cents ?? 0,
      splitWalletId: split?.walletId ?? null,
    })
    .onConflictDoNothing();
  return { providerPaymentId: payment.id, providerCustomerId: customer.id, action };
}

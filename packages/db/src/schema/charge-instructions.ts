import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sales } from './sales';

/** What the buyer needs to pay a Pix or boleto sale, kept off the sales row. */
export const chargeInstructions = pgTable('charge_instructions', {
  saleId: uuid('sale_id')
    .primaryKey()
    .references(() => sales.id, { onDelete: 'cascade' }),
  pixPayload: text('pix_payload'),
  /** Base64 PNG of the QR code, as Asaas sends it. */
  pixQrImage: text('pix_qr_image'),
  boletoUrl: text('boleto_url'),
  boletoLine: text('boleto_line'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The split sent with the charge, in cents (0 when none). */
  splitCents: integer('split_cents').notNull().default(0),
  splitWalletId: text('split_wallet_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { chargeInstructions, type DbOrTx, eq } from '@afilia/db';
import type { ProductChargeAction } from '../../integrations/payments/provider';

/** The Pix or boleto instructions of a pending Asaas sale, for a replay or the status poll. */
export async function pendingChargeAction(
  db: DbOrTx,
  saleId: string,
  method: string,
): Promise<ProductChargeAction | null> {
  const [row] = await db.select().from(chargeInstructions).where(eq(chargeInstructions.saleId, saleId));
  if (!row) return null;
  if (method === 'pix' && row.pixPayload)
    return { type: 'pix', payload: row.pixPayload, qrImage: row.pixQrImage ?? '', expiresAt: row.expiresAt };
  if (method === 'boleto' && row.boletoUrl)
    return { type: 'boleto', url: row.boletoUrl, line: row.boletoLine ?? '', dueDate: row.expiresAt };
  return null;
}

import { type DbOrTx, eq, profiles } from '@afilia/db';
import {
  DEFAULT_REFUND_WINDOW,
  REFUND_WINDOWS,
  type RefundWindow,
  type salesSettingsInput,
} from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';

export interface SalesSettings {
  refundWindowDays: RefundWindow;
}

function asRefundWindow(days: number): RefundWindow {
  return REFUND_WINDOWS.find((window) => window === days) ?? DEFAULT_REFUND_WINDOW;
}

/** The producer's refund window: commissions of their sales mature when it ends. */
export async function getSalesSettings(db: DbOrTx, userId: string): Promise<SalesSettings> {
  const [row] = await db
    .select({ refundWindowDays: profiles.refundWindowDays })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new AppError('errors.notFound');
  return { refundWindowDays: asRefundWindow(row.refundWindowDays) };
}

/** Applies to sales made from now on; a commission already written keeps the availableAt it got. */
export async function saveSalesSettings(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof salesSettingsInput>,
): Promise<SalesSettings> {
  const [row] = await db
    .update(profiles)
    .set({ refundWindowDays: input.refundWindowDays, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ refundWindowDays: profiles.refundWindowDays });
  if (!row) throw new AppError('errors.notFound');
  return { refundWindowDays: asRefundWindow(row.refundWindowDays) };
}

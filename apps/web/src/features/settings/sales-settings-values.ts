import { can, REFUND_WINDOWS, type RefundWindow, type Role } from '@afilia/validators';

/** The refund window menu's value ('7', '14', '30') back to days; null for anything else. */
export function parseRefundWindow(value: string): RefundWindow | null {
  return REFUND_WINDOWS.find((days) => String(days) === value) ?? null;
}

/** Only producers choose a refund window (admins and resellers have no sales of their own to settle). */
export function showsSalesSettings(role: Role | null | undefined): boolean {
  return can(role, 'sales.settings');
}

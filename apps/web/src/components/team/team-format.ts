import { formatDateTimeBR } from '@/lib/date-format';

/** dd/mm/yyyy hh:mm in São Paulo time, as the seller and user lists show dates. */
export { formatDateTimeBR as formatDateTime };

/** Last access: the date and time, or null when the user never signed in (shown as 'Nunca'). */
export function formatLastAccess(value: Date | string | null | undefined): string | null {
  return value ? formatDateTimeBR(value) : null;
}

/** A stable hue (0–359) from a name, for the generated avatar's background. */
export function hueFromName(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

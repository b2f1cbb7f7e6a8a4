/** Which way a figure went against the previous period. */
export type ChangeDirection = 'up' | 'down' | 'flat';

export interface Change {
  direction: ChangeDirection;
  /** The size of the change in percent, without its sign (12.5 for ▲ 12,5 %). */
  percent: number;
}

/** Whether more of a figure is good news (revenue), bad news (refunds) or neither (commissions paid out). */
export type Polarity = 'higherIsBetter' | 'lowerIsBetter' | 'neutral';
export type ChangeTone = 'positive' | 'negative' | 'neutral';

/** The change against the previous period; null when the previous period had nothing ('—': no base). */
export function changeVsPrevious(current: number, previous: number): Change | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  // Below a hundredth of a percent reads as no change, not '▲ 0%'.
  if (Math.abs(percent) < 0.005) return { direction: 'flat', percent: 0 };
  return { direction: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** Green for good news, red for bad, grey for none: a rise in refunds is bad. */
export function changeTone(direction: ChangeDirection, polarity: Polarity): ChangeTone {
  if (direction === 'flat' || polarity === 'neutral') return 'neutral';
  const good = polarity === 'higherIsBetter' ? direction === 'up' : direction === 'down';
  return good ? 'positive' : 'negative';
}

/** '12,5%' in pt-BR (one decimal at most), the sign left to the arrow and the words. */
export function formatChangePercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    Math.abs(percent) / 100,
  );
}

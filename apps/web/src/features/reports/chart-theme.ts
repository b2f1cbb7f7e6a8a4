import type { PaymentMethod } from '@afilia/validators';

/**
 * The charts' colours, from the theme's tokens so they follow light and dark. Each keeps at least 3:1 against
 * the card in both themes (WCAG 1.4.11): --primary 6.3:1 light / 5.5:1 dark, --muted-foreground 6.0 / 7.3,
 * --chart-2 3.7 / 4.9, --chart-5 3.5 / 5.1. Series differ by more than colour too (a dashed line, a legend
 * with the figures written out).
 */
export const CHART_COLORS = {
  current: 'var(--primary)',
  previous: 'var(--muted-foreground)',
  grid: 'var(--border)',
  axis: 'var(--muted-foreground)',
  /** Separates a donut's slices. */
  surface: 'var(--card)',
} as const;

export const METHOD_COLORS: Record<PaymentMethod, string> = {
  card: 'var(--primary)',
  pix: 'var(--chart-2)',
  boleto: 'var(--chart-5)',
};

/** Axis labels: 12 px in the muted text colour (AA on the card in both themes). */
export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;

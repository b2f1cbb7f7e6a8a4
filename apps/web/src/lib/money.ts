import { formatBRL } from '@afilia/validators';

/**
 * Parses a decimal typed the Brazilian way ("1.234,56", "12,5") into an integer scaled by 10^decimals.
 * With a comma, dots are thousands separators; without one, a dot followed by groups of exactly three
 * digits is a thousands separator ("1.234") and any other dot is a decimal point ("12.5"). "R$", "%" and
 * spaces are ignored; a leading minus is kept. Null when it is not a number or has too many decimals.
 */
export function parseScaledDecimal(text: string, decimals: number): number | null {
  let value = text.replace(/R\$|%|\s|\u00a0/g, '');
  let negative = false;
  if (value.startsWith('-')) {
    negative = true;
    value = value.slice(1);
  }
  if (value === '') return null;
  let integer: string;
  let fraction: string;
  if (value.includes(',')) {
    const [head, tail, ...rest] = value.split(',');
    if (rest.length > 0 || head === undefined || tail === undefined) return null;
    if (!/^(\d{1,3}(\.\d{3})+|\d*)$/.test(head)) return null;
    integer = head.replace(/\./g, '');
    fraction = tail;
  } else if (/^\d{1,3}(\.\d{3})+$/.test(value)) {
    integer = value.replace(/\./g, '');
    fraction = '';
  } else {
    const [head, tail = '', ...rest] = value.split('.');
    if (rest.length > 0 || head === undefined) return null;
    integer = head;
    fraction = tail;
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  if (integer === '' && fraction === '') return null;
  if (fraction.length > decimals) return null;
  const scaled = Number(`${integer || '0'}${fraction.padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(scaled)) return null;
  return negative && scaled !== 0 ? -scaled : scaled;
}

/** "1.234,56" → 123456 cents; null when it is not an amount. */
export function parseMoneyToCents(text: string): number | null {
  return parseScaledDecimal(text, 2);
}

/** "12,5" (%) → 1250 basis points; null when it is not a number. */
export function parsePercentToBasisPoints(text: string): number | null {
  return parseScaledDecimal(text, 2);
}

const inputMoney = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inputPercent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 123456 → "1.234,56", for a currency input (without the R$ sign). */
export function formatCentsForInput(cents: number): string {
  return inputMoney.format(cents / 100);
}

/** 1250 → "12,5", for a percentage input (without the % sign). */
export function formatBasisPointsForInput(basisPoints: number): string {
  return inputPercent.format(basisPoints / 100);
}

/** 1250 → "12,5%". */
export function formatPercentBR(basisPoints: number): string {
  return `${formatBasisPointsForInput(basisPoints)}%`;
}

/** A commission as shown in a row: "12,5%" for a percentage, "R$ 10,00" for a fixed amount. */
export function formatCommission(type: 'percentage' | 'fixed', value: number): string {
  return type === 'percentage' ? formatPercentBR(value) : formatBRL(value);
}

export { formatBRL };

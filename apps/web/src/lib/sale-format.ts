import { formatBRL } from '@afilia/validators';

export { formatDateTimeBR } from '@/lib/date-format';

/** A CPF (11 digits) or CNPJ (14 digits) with its punctuation; anything else as stored. */
export function formatTaxId(digits: string): string {
  if (/^\d{11}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (/^\d{14}$/.test(digits))
    return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return digits;
}

/** Which document the buyer gave, for its label: 'cpf', 'cnpj', or null when it is neither. */
export function taxIdKind(digits: string): 'cpf' | 'cnpj' | null {
  if (/^\d{11}$/.test(digits)) return 'cpf';
  if (/^\d{14}$/.test(digits)) return 'cnpj';
  return null;
}

/** A Brazilian phone with DDD: '(11) 98765-4321' (mobile) or '(11) 3456-7890' (landline); else as stored. */
export function formatPhoneBR(digits: string): string {
  if (/^\d{11}$/.test(digits)) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  if (/^\d{10}$/.test(digits)) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  return digits;
}

/** How many pages a list of `total` items has (at least one, so 'Página 1 de 1' reads right). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** An amount taken off the sale: '-R$ 12,50', and 'R$ 0,00' (never '-R$ 0,00') when nothing is taken. */
export function formatDeduction(cents: number): string {
  return cents === 0 ? formatBRL(0) : formatBRL(-cents);
}

/** The name to show for a reseller: their full name, else their email. */
export function personName(person: { name: string | null; email: string }): string {
  return person.name?.trim() || person.email;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * A CPF or CNPJ as it is being typed: '529.982.247-25' up to 11 digits, '11.222.333/0001-81' from the 12th
 * (at most 14 digits). Only the digits reach the server.
 */
export function formatTaxId(value: string): string {
  const digits = digitsOf(value).slice(0, 14);
  if (digits.length <= 11) {
    return digits
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
  }
  return digits
    .replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{1,2})$/, '$1.$2.$3/$4-$5')
    .replace(/^(\d{2})(\d{3})(\d{3})(\d{1,4})$/, '$1.$2.$3/$4');
}

/**
 * A Brazilian phone with DDD as it is being typed: '(11) 98765-4321' (mobile) or '(11) 3456-7890'. A pasted or
 * autofilled '+55 …' loses its country code.
 */
export function formatBrazilianPhone(value: string): string {
  let digits = digitsOf(value);
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = rest.length === 9 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

import { buyerSchema } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { formatBrazilianPhone, formatTaxId } from './buyer-masks';

describe('formatTaxId', () => {
  it('formats a CPF as it is typed', () => {
    expect(formatTaxId('')).toBe('');
    expect(formatTaxId('529')).toBe('529');
    expect(formatTaxId('5299')).toBe('529.9');
    expect(formatTaxId('5299822')).toBe('529.982.2');
    expect(formatTaxId('529982247')).toBe('529.982.247');
    expect(formatTaxId('5299822472')).toBe('529.982.247-2');
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
  });

  it('switches to the CNPJ format from the 12th digit and stops at 14', () => {
    expect(formatTaxId('112223330001')).toBe('11.222.333/0001');
    expect(formatTaxId('1122233300018')).toBe('11.222.333/0001-8');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxId('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });

  it('is stable on its own output and ignores anything but digits', () => {
    expect(formatTaxId('529.982.247-25')).toBe('529.982.247-25');
    expect(formatTaxId('abc 529 982 247 25')).toBe('529.982.247-25');
  });
});

describe('formatBrazilianPhone', () => {
  it('formats a mobile number as it is typed', () => {
    expect(formatBrazilianPhone('')).toBe('');
    expect(formatBrazilianPhone('1')).toBe('(1');
    expect(formatBrazilianPhone('11')).toBe('(11');
    expect(formatBrazilianPhone('119')).toBe('(11) 9');
    expect(formatBrazilianPhone('119876')).toBe('(11) 9876');
    expect(formatBrazilianPhone('1198765')).toBe('(11) 9876-5');
    expect(formatBrazilianPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('formats a landline with eight digits', () => {
    expect(formatBrazilianPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('drops the country code of a pasted number and extra digits', () => {
    expect(formatBrazilianPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatBrazilianPhone('119876543219')).toBe('(11) 98765-4321');
  });

  it('is stable on its own output', () => {
    expect(formatBrazilianPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
  });

  it('produces what the buyer schema accepts', () => {
    const parsed = buyerSchema.safeParse({
      name: 'Maria Souza',
      email: 'maria@example.com',
      document: formatTaxId('52998224725'),
      phone: formatBrazilianPhone('11987654321'),
    });
    expect(parsed.success && parsed.data).toEqual({
      name: 'Maria Souza',
      email: 'maria@example.com',
      document: '52998224725',
      phone: '11987654321',
    });
  });
});

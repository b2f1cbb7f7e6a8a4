import { describe, expect, it } from 'vitest';
import { type Buyer, canonicalEmail, isSelfPurchase, nationalPhone, type SaleParty } from './self-purchase';

const reseller: SaleParty = {
  userId: 'reseller-id',
  emails: ['Renata.Souza@gmail.com', 'contato@renata.com.br'],
  phones: ['+55 (11) 98765-4321'],
  documents: ['390.533.447-05'],
};
const buyer: Buyer = {
  sessionUserId: null,
  email: 'maria@example.com',
  document: '52998224725',
  phone: '21998887777',
};

describe('canonicalEmail', () => {
  it('lowercases, drops a +tag, and for Gmail the dots and the googlemail.com domain', () => {
    expect(canonicalEmail(' Ana+Promo@Example.com ')).toBe('ana@example.com');
    expect(canonicalEmail('a.n.a+x@googlemail.com')).toBe('ana@gmail.com');
    expect(canonicalEmail('A.Na@GMAIL.com')).toBe('ana@gmail.com');
    // Elsewhere a dot is part of the address.
    expect(canonicalEmail('a.na@empresa.com.br')).toBe('a.na@empresa.com.br');
  });
});

describe('nationalPhone', () => {
  it('keeps the national digits, with or without +55, and refuses what is too short to be a phone', () => {
    expect(nationalPhone('+55 (11) 98765-4321')).toBe('11987654321');
    expect(nationalPhone('5511987654321')).toBe('11987654321');
    expect(nationalPhone('(11) 3456-7890')).toBe('1134567890');
    expect(nationalPhone('')).toBeNull();
    expect(nationalPhone('12345')).toBeNull();
  });
});

describe('isSelfPurchase', () => {
  it('matches the same mailbox, document or phone however it is written', () => {
    for (const variant of [
      { email: 'renatasouza@gmail.com' },
      { email: 'r.e.n.a.t.a.souza+compra@googlemail.com' },
      { email: 'CONTATO+x@renata.com.br' },
      { document: '39053344705' },
      { phone: '11987654321' },
      { phone: '+55 11 98765 4321' },
      { sessionUserId: 'reseller-id' },
    ])
      expect(isSelfPurchase({ ...buyer, ...variant }, [reseller]), JSON.stringify(variant)).toBe(true);
  });

  it('does not match another person, nor empty details on either side', () => {
    expect(isSelfPurchase(buyer, [reseller])).toBe(false);
    const bare: SaleParty = { userId: 'x', emails: ['x@example.com'], phones: [''], documents: [''] };
    expect(isSelfPurchase({ ...buyer, phone: '', document: '' }, [bare])).toBe(false);
  });
});

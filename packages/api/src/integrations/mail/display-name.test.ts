import { describe, expect, it } from 'vitest';
import { displayNameForEmail } from './display-name';
import { renderEmail } from './templates';

const FALLBACK = 'um usuário da Afilia';

describe('displayNameForEmail', () => {
  it('keeps ordinary names, accents and initials', () => {
    for (const name of [
      'Paulo Produtor',
      'José da Silva Jr.',
      'J.R.R. Tolkien',
      'Dr. Ana Müller',
      "O'Brien",
    ]) {
      expect(displayNameForEmail(name, FALLBACK)).toBe(name);
    }
  });

  it('drops every word that looks like a URL, an address or a host name', () => {
    const cases: [string, string][] = [
      ['https://evil.example/login', FALLBACK],
      ['Paulo https://evil.example/pagar', 'Paulo'],
      ['Suporte www.evil.example', 'Suporte'],
      ['Acesse evil.com.br/pix agora', 'Acesse agora'],
      ['pagamento-seguro.com', FALLBACK],
      ['Ana ana@evil.example', 'Ana'],
      ['evil\u3002example', FALLBACK],
      ['evil\uFF0Eexample', FALLBACK],
      ['evil\u200B.example', FALLBACK],
      ['Maria xn--80ak6aa92e.xn--p1ai', 'Maria'],
      ['HTTP://EVIL.EXAMPLE', FALLBACK],
      ['ftp://files', FALLBACK],
    ];
    for (const [input, expected] of cases) expect(displayNameForEmail(input, FALLBACK), input).toBe(expected);
  });
});

describe('renderEmail names', () => {
  it('never renders a link from a user-supplied name, in any name variable, in the recipient’s language', () => {
    const evil = 'https://evil.example/pagar';
    const emails = [
      renderEmail('pt-BR', { template: 'confirmation', vars: { name: evil, link: 'https://afilia.app/c' } }),
      renderEmail('en-US', {
        template: 'invitation',
        vars: { inviterName: evil, roleLabel: 'Reseller', link: 'https://afilia.app/i' },
      }),
      renderEmail('es', {
        template: 'sellerWelcome',
        vars: { name: 'Rita', producerName: `Paulo ${evil}`, email: 'r@x.com', link: 'https://afilia.app/l' },
      }),
      renderEmail('pt-BR', {
        template: 'directMessage',
        vars: { senderName: 'www.evil.example', subject: 'Oi', message: 'Olá', link: 'https://afilia.app/d' },
      }),
      renderEmail('pt-BR', {
        template: 'contactMessage',
        vars: { name: evil, email: 'a@b.c', subject: 'Oi', message: 'Olá' },
      }),
    ];
    for (const email of emails) {
      expect(`${email.subject}\n${email.text}\n${email.html}`).not.toMatch(/evil/i);
    }
    expect(emails[0]?.text).toContain('Olá, um usuário da Afilia!');
    expect(emails[1]?.subject).toBe('an Afilia user invited you to Afilia');
    expect(emails[2]?.subject).toContain('Paulo');
  });
});

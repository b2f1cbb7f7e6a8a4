import { describe, expect, it } from 'vitest';
import { renderEmail } from './templates';

describe('renderEmail', () => {
  it('renders each locale with an HTML and a plain-text part carrying the link', () => {
    const link = 'https://afilia.app/reset-password#access_token=abc&type=recovery';
    const pt = renderEmail('pt-BR', { template: 'passwordReset', vars: { name: 'Ana', link } });
    const en = renderEmail('en-US', { template: 'passwordReset', vars: { name: 'Ana', link } });
    const es = renderEmail('es', { template: 'passwordReset', vars: { name: 'Ana', link } });
    expect([pt.subject, en.subject, es.subject]).toEqual([
      'Redefinição de senha da Afilia',
      'Reset your Afilia password',
      'Restablece tu contraseña de Afilia',
    ]);
    for (const email of [pt, en, es]) {
      expect(email.text).toContain(link);
      expect(email.html).toContain(
        'href="https://afilia.app/reset-password#access_token=abc&amp;type=recovery"',
      );
    }
    expect(pt.text).toContain('Olá, Ana!');
  });

  it('escapes user-provided text in the HTML part', () => {
    const email = renderEmail('pt-BR', {
      template: 'contactMessage',
      vars: { name: '<script>x</script>', email: 'a@b.c', subject: 'Oi', message: 'linha 1\n<b>2</b>' },
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain('<b>2</b>');
    expect(email.subject).toBe('Contato pelo site: Oi');
  });

  it('interpolates the inviter and role in the invitation', () => {
    const email = renderEmail('pt-BR', {
      template: 'invitation',
      vars: {
        inviterName: 'Paulo',
        roleLabel: 'Revendedor',
        link: 'https://afilia.app/accept-invitation?token=t&email=e',
      },
    });
    expect(email.subject).toBe('Paulo convidou você para a Afilia');
    expect(email.text).toContain('como Revendedor');
  });
});

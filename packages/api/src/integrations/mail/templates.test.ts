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

  describe('sale emails', () => {
    const purchase = {
      template: 'purchaseConfirmation' as const,
      vars: {
        buyerName: 'Maria Souza',
        productTitle: 'Curso de Pão',
        orderCode: 'AFABCDEFGH23',
        amountCents: 19_990,
        monthly: false,
        installments: 1,
        instructions: 'Passo 1\n<script>alert(1)</script>',
        downloads: [
          { title: 'Apostila', url: 'https://afilia.app/files/product-files/k1?expires=1&signature=s' },
        ],
        videos: [{ title: 'Aula 1', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
        orderLink: 'https://afilia.app/orders?code=AFABCDEFGH23',
      },
    };

    it('sends the buyer the order, escaped instructions, link lists and the Meu pedido button', () => {
      const email = renderEmail('pt-BR', purchase);
      expect(email.subject).toBe('Seu pedido AFABCDEFGH23: Curso de Pão');
      expect(email.text).toContain('R$ 199,90');
      expect(email.text).toContain('Código do pedido: AFABCDEFGH23');
      expect(email.text).toContain(
        '- Apostila: https://afilia.app/files/product-files/k1?expires=1&signature=s',
      );
      expect(email.text).toContain('- Aula 1: https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      expect(email.text).toContain('7 dias');
      expect(email.text).toContain('Meu pedido: https://afilia.app/orders?code=AFABCDEFGH23');
      expect(email.html).toContain(
        '<a href="https://afilia.app/files/product-files/k1?expires=1&amp;signature=s" style="color:#4f46e5">Apostila</a>',
      );
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain('&lt;script&gt;');
    });

    it('renders the purchase in the buyer language and leaves out empty lists', () => {
      const vars = { ...purchase.vars, downloads: [], videos: [] };
      const en = renderEmail('en-US', { template: 'purchaseConfirmation', vars });
      const es = renderEmail('es', { template: 'purchaseConfirmation', vars });
      expect(en.subject).toBe('Your order AFABCDEFGH23: Curso de Pão');
      expect(es.subject).toBe('Tu pedido AFABCDEFGH23: Curso de Pão');
      expect(en.text).toContain('R$ 199,90');
      for (const email of [en, es]) {
        expect(email.html).not.toContain('<ul');
        expect(email.text).not.toContain('7 days');
      }
    });

    it('gives a subscription product its price per month, in each language', () => {
      const vars = { ...purchase.vars, amountCents: 9_700, monthly: true };
      expect(renderEmail('pt-BR', { template: 'purchaseConfirmation', vars }).text).toContain(
        'Seu pagamento de R$ 97,00/mês por Curso de Pão foi confirmado.',
      );
      expect(renderEmail('en-US', { template: 'purchaseConfirmation', vars }).text).toContain(
        'R$ 97,00/month',
      );
      expect(renderEmail('es', { template: 'purchaseConfirmation', vars }).text).toContain('R$ 97,00/mes');
    });

    it('tells the buyer how the card pays in installments, in each language', () => {
      const vars = { ...purchase.vars, amountCents: 23_976, installments: 12 };
      expect(renderEmail('pt-BR', { template: 'purchaseConfirmation', vars }).text).toContain(
        'Seu pagamento de R$ 239,76 por Curso de Pão foi confirmado.\nParcelado em 12x de R$ 19,98 no cartão.',
      );
      expect(renderEmail('en-US', { template: 'purchaseConfirmation', vars }).text).toContain(
        '12 installments of R$ 19,98',
      );
      expect(renderEmail('es', { template: 'purchaseConfirmation', vars }).text).toContain(
        '12 cuotas de R$ 19,98',
      );
      expect(renderEmail('pt-BR', purchase).text).not.toContain('Parcelado');
    });

    it('takes the installments financing off the producer net in Nova venda', () => {
      const email = renderEmail('pt-BR', {
        template: 'newSale',
        vars: {
          productTitle: 'Curso de Pão',
          amountCents: 19_900,
          installmentFeeCents: 3_383,
          installments: 12,
          commissionCents: 3_303,
          platformFeeCents: 0,
          netCents: 13_214,
          buyerName: 'Maria',
          resellerName: 'Rita Revende',
          link: 'https://afilia.app/dashboard/sales',
        },
      });
      expect(email.text).toContain(
        'Custo do parcelamento em 12x: −R$ 33,83\nComissão do revendedor: −R$ 33,03\nVocê recebe: R$ 132,14',
      );
    });

    it('tells the producer of a new sale, naming the reseller only when there is one', () => {
      const vars = {
        productTitle: 'Curso de Pão',
        amountCents: 5_000,
        installmentFeeCents: 0,
        installments: 1,
        commissionCents: 1_000,
        platformFeeCents: 0,
        netCents: 4_000,
        buyerName: 'Maria www.evil.com',
        resellerName: 'Rita Revende',
        link: 'https://afilia.app/dashboard/sales',
      };
      const email = renderEmail('pt-BR', { template: 'newSale', vars });
      expect(email.subject).toBe('Nova venda: Curso de Pão');
      expect(email.text).toContain('Valor: R$ 50,00');
      expect(email.text).toContain('Comissão do revendedor: −R$ 10,00\nVocê recebe: R$ 40,00');
      expect(email.text).not.toContain('Taxa da plataforma');
      expect(email.text).toContain('Comprador: Maria\n');
      expect(email.text).toContain('Revendedor: Rita Revende');
      expect(email.text).toContain('https://afilia.app/dashboard/sales');
      const direct = renderEmail('pt-BR', {
        template: 'newSale',
        vars: { ...vars, resellerName: null, commissionCents: 0, platformFeeCents: 150, netCents: 4_850 },
      });
      expect(direct.text).not.toContain('Revendedor');
      expect(direct.text).not.toContain('Comissão');
      expect(direct.text).toContain('Taxa da plataforma: −R$ 1,50\nVocê recebe: R$ 48,50');
      expect(renderEmail('en-US', { template: 'newSale', vars }).text).toContain('You receive: R$ 40,00');
    });

    it('tells the reseller the commission, the sale and when it becomes available', () => {
      const email = renderEmail('pt-BR', {
        template: 'newCommission',
        vars: {
          productTitle: 'Curso de Pão',
          commissionCents: 1_234,
          saleAmountCents: 10_000,
          availableAt: new Date('2025-03-10T15:00:00Z'),
          link: 'https://afilia.app/dashboard/commissions',
        },
      });
      expect(email.subject).toBe('Nova comissão: R$ 12,34');
      expect(email.text).toContain('Valor da venda: R$ 100,00');
      expect(email.text).toContain('10 de março de 2025');
      expect(email.text).toContain('https://afilia.app/dashboard/commissions');
    });

    it('warns the producer of the plan sales limit, saying sales keep going through', () => {
      const vars = {
        planName: 'Pro',
        limit: 10_000,
        salesThisMonth: 10_001,
        link: 'https://afilia.app/plans',
      };
      const pt = renderEmail('pt-BR', { template: 'salesLimitReached', vars });
      expect(pt.subject).toBe('Limite de vendas do plano atingido');
      expect(pt.text).toContain('O plano Pro inclui até 10.000 vendas por mês, e você já fez 10.001 vendas');
      expect(pt.text).toContain('continuam');
      expect(pt.text).toContain('Ver planos: https://afilia.app/plans');
      expect(renderEmail('en-US', { template: 'salesLimitReached', vars }).text).toContain('10,001 sales');
    });
  });

  describe('trial emails', () => {
    const ending = {
      name: 'Ana',
      stage: '1_day' as const,
      planName: 'Profissional',
      trialEnd: new Date('2026-12-02T02:30:00Z'),
      priceCents: 19_700,
      card: 'Visa •••• 4242',
      link: 'https://afilia.app/dashboard',
    };

    it('dates the end in São Paulo and names the charge, or the way to a plan without a card', () => {
      const pt = renderEmail('pt-BR', { template: 'trialEnding', vars: ending });
      expect(pt.subject).toBe('Último dia do seu teste grátis da Afilia');
      // 02:30 UTC on 2 December is still 1 December in São Paulo.
      expect(pt.text).toContain('termina em 1 de dezembro de 2026.');
      expect(pt.text).toContain('por R$ 197,00/mês, cobrados no cartão Visa •••• 4242');
      const es = renderEmail('es', { template: 'trialEnding', vars: { ...ending, card: null } });
      expect(es.subject).toBe('Último día de tu prueba gratis de Afilia');
      expect(es.text).toContain('elige un plan y registra una tarjeta');
      expect(es.text).not.toContain('4242');
    });

    it('says how the trial ended', () => {
      const vars = { ...ending, outcome: 'ended' as const, card: null };
      const { stage: _stage, trialEnd: _end, ...ended } = vars;
      expect(renderEmail('es', { template: 'trialEnded', vars: ended }).subject).toBe(
        'Tu prueba gratis de Afilia terminó',
      );
      const failed = renderEmail('pt-BR', {
        template: 'trialEnded',
        vars: { ...ended, outcome: 'paymentFailed', card: null },
      });
      expect(failed.text).toContain('não conseguimos cobrar R$ 197,00 do plano Profissional no seu cartão.');
      const converted = renderEmail('en-US', {
        template: 'trialEnded',
        vars: { ...ended, outcome: 'converted', card: 'Visa •••• 4242' },
      });
      expect(converted.text).toContain('we charged R$ 197,00 to your card Visa •••• 4242.');
    });
  });

  it('gives a plan invoice its period in São Paulo days, and leaves out a card the provider did not name', () => {
    const vars = {
      name: 'Ana',
      planName: 'Visionário',
      amountCents: 39_700,
      periodStart: new Date('2026-11-29T15:00:00Z'),
      periodEnd: new Date('2026-12-29T15:00:00Z'),
      card: null,
      link: 'https://afilia.app/dashboard/payments',
    };
    const pt = renderEmail('pt-BR', { template: 'planInvoice', vars });
    expect(pt.subject).toBe('Recibo do plano Visionário: R$ 397,00');
    expect(pt.text).toContain('Período: de 29 de novembro de 2026 a 29 de dezembro de 2026');
    expect(pt.text).not.toContain('Cartão');
    expect(pt.text).toContain('O comprovante em PDF vai anexo a este email.');
    const en = renderEmail('en-US', { template: 'planInvoice', vars: { ...vars, card: 'Elo •••• 1234' } });
    expect(en.text).toContain('Period: November 29, 2026 to December 29, 2026\nCard: Elo •••• 1234');
  });

  it('says per payment method when refunded money comes back', () => {
    const vars = {
      buyerName: 'Bia',
      productTitle: 'Curso',
      orderCode: 'AFABCDEFGH23',
      amountCents: 5_000,
      method: 'boleto' as const,
      card: null,
      subscriptionEnded: false,
      link: 'https://afilia.app/orders?code=AFABCDEFGH23',
    };
    const boleto = renderEmail('pt-BR', { template: 'refundIssued', vars });
    expect(boleto.text).toContain('Num pagamento por boleto, o prazo da devolução depende do provedor');
    const card = renderEmail('en-US', { template: 'refundIssued', vars: { ...vars, method: 'card' } });
    expect(card.text).toContain('The refund was made to the card used for the purchase.');
    expect(card.text).toContain('5 to 10 business days');
    const pix = renderEmail('es', { template: 'refundIssued', vars: { ...vars, method: 'pix' } });
    expect(pix.text).toContain('suele llegar al momento, y como máximo el mismo día');
  });
});

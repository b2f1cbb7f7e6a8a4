import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ReceiptData } from './receipt-content';
import { formatReceiptDate, formatReceiptMoney } from './receipt-format';
import { renderReceiptPdf, renderReceiptPdfBuffer } from './receipt-pdf';

function receipt(overrides: Partial<ReceiptData> = {}): ReceiptData {
  return {
    locale: 'pt-BR',
    brandName: 'Afilia',
    receiptNumber: 'ABCD-1234',
    kind: 'commission',
    issuedAt: new Date('2026-03-05T17:30:00Z'),
    paidAt: new Date('2026-03-05T17:31:00Z'),
    status: 'Concluído',
    description: 'Pagamento da comissão pela venda do curso "Confeitaria Açucarada", pago via Pix.',
    method: 'Pix',
    payer: { name: 'João da Conceição', email: 'joao@example.com', document: '123.456.789-09' },
    payee: { name: 'Maria Estêvão', email: 'maria@example.com', document: null },
    lines: [
      { label: 'Valor da venda', amountCents: 197_00 },
      { label: 'Comissão do revendedor', amountCents: 1_234_56 },
      { label: 'Taxa da plataforma', amountCents: -9_85 },
    ],
    totalLabel: 'Total pago',
    totalCents: 1_234_56,
    providerRefs: [
      { label: 'ID no Asaas', value: 'pay_123' },
      { label: 'Pedido', value: 'ABCD-1234' },
    ],
    labels: {
      title: 'Comprovante de pagamento',
      number: 'Número',
      issuedAt: 'Emitido em',
      paidAt: 'Pago em',
      status: 'Situação',
      method: 'Forma de pagamento',
      payer: 'Pagador',
      payee: 'Recebedor',
      description: 'Descrição',
      references: 'Referências',
      page: 'Página {{page}} de {{pages}}',
      footer: 'Documento emitido eletronicamente pela Afilia.',
    },
    ...overrides,
  };
}

async function read(
  pdf: Buffer,
): Promise<{ pages: string[]; text: string; title: unknown; author: unknown }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  const { info } = await getMeta(doc);
  return { pages: text, text: text.join('\n'), title: info.Title, author: info.Author };
}

describe('renderReceiptPdfBuffer', () => {
  it('renders a one-page receipt with the amounts, the parties, accented labels and the references', async () => {
    const pdf = await renderReceiptPdfBuffer(receipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');

    const { pages, text, title, author } = await read(pdf);
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Afilia',
      'Comprovante de pagamento',
      'ABCD-1234',
      'R$ 1.234,56',
      'R$ 197,00',
      '-R$ 9,85',
      'João da Conceição',
      'Maria Estêvão',
      'joao@example.com',
      '123.456.789-09',
      'Comissão do revendedor',
      'Situação',
      'Concluído',
      'Pagamento',
      'Confeitaria Açucarada',
      'Total pago R$ 1.234,56',
      'ID no Asaas',
      'pay_123',
      '05/03/2026, 14:30 BRT',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(title).toBe('Comprovante de pagamento ABCD-1234');
    expect(author).toBe('Afilia');
  });

  it('gives the same bytes for the same receipt', async () => {
    const [a, b] = await Promise.all([renderReceiptPdfBuffer(receipt()), renderReceiptPdfBuffer(receipt())]);
    expect(a.equals(b)).toBe(true);
  });

  it('continues on more pages and numbers every one of them', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      label: `Comissão do item ${i + 1}`,
      amountCents: 1_000 + i,
    }));
    const { pages } = await read(await renderReceiptPdfBuffer(receipt({ lines })));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Página 1 de 2');
    expect(pages[1]).toContain('Página 2 de 2');
    const all = pages.join('\n');
    expect(all).toContain('Comissão do item 30');
    expect(all).toContain('Total pago');
    expect(pages[1]).toContain('Comprovante de pagamento · ABCD-1234'); // the slim header of later pages
  });

  it('strips control characters and draws what the standard fonts cannot as plain letters or "?"', async () => {
    const payer = { name: 'Ana\u0000 Be\u0007a\u200btriz\u202e Sou\u0085za\nLima', email: 'ana@example.com' };
    const payee = { name: 'Łukasz Ŝ 漢 😀', email: null };
    const { text } = await read(await renderReceiptPdfBuffer(receipt({ payer, payee })));
    expect(text).toContain('Ana Beatriz Souza Lima');
    expect(text).toContain('Lukasz S ? ?');
    const controls = [...text].filter((char) => {
      const cp = char.codePointAt(0) ?? 0;
      return (cp < 0x20 && char !== '\n') || (cp >= 0x7f && cp <= 0x9f) || cp === 0x200b || cp === 0x202e;
    });
    expect(controls).toEqual([]);
  });

  it('cuts a very long description at 500 characters and wraps it inside the page', async () => {
    const description = `${'Descrição muito longa '.repeat(40)}FIM-QUE-NAO-APARECE`;
    const longWord = 'x'.repeat(150);
    const { pages, text } = await read(
      await renderReceiptPdfBuffer(receipt({ description, payer: { name: longWord, email: null } })),
    );
    expect(pages).toHaveLength(1);
    expect(text).toContain('Descrição muito longa');
    expect(text).not.toContain('FIM-QUE-NAO-APARECE');
    expect(text).toContain('…');
  });

  it('formats money and dates for the other locales too', () => {
    expect(formatReceiptMoney(123_456, 'pt-BR')).toBe('R$ 1.234,56');
    expect(formatReceiptMoney(123_456, 'en-US')).toBe('R$1,234.56');
    expect(formatReceiptMoney(-985, 'pt-BR')).toBe('-R$ 9,85');
    expect(formatReceiptDate(null, 'pt-BR')).toBe('—');
    expect(formatReceiptDate(new Date('2026-03-05T17:30:00Z'), 'es')).toMatch(/^05\/03\/2026,? 14:30/);
  });
});

describe('renderReceiptPdf', () => {
  it('streams a valid PDF of the same size as the buffered one', async () => {
    const stream = renderReceiptPdf(receipt());
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    const streamed = Buffer.concat(chunks);
    const buffered = await renderReceiptPdfBuffer(receipt());
    expect(streamed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(streamed.length).toBe(buffered.length);
    expect((await read(streamed)).text).toContain('R$ 1.234,56');
  });
});

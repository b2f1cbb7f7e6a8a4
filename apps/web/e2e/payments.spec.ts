import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { currentServer, expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, shoot, signIn, toast } from './support';

/** The demo producer's key in the fake Asaas the suite starts (apps/server/test/support/fake-asaas-cli.ts). */
const ASAAS_KEY = '$aact_demo_producer';
const PRODUCT = { code: 'FT24', title: 'Curso Completo de Fotografia com Celular', price: 'R$ 197,00' };

/** The newest charge in the producer's fake Asaas account. */
async function newestAsaasPayment(page: Page): Promise<{ id: string; value: number; billingType: string }> {
  const response = await page.request.get(`${currentServer().fakeAsaasOrigin}/v3/payments?limit=100`, {
    headers: { access_token: ASAAS_KEY },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { id: string; value: number; billingType: string; dateCreated: string }[];
  };
  const newest = body.data.at(-1);
  if (!newest) throw new Error('no Asaas payment');
  return newest;
}

test('the producer connects Asaas; a buyer pays by Pix; the sale is in the history with its PDF receipt', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const producerContext = await browser.newContext();
  const producer = await producerContext.newPage();
  await signIn(producer, DEMO.producer, DEMO_PASSWORD);
  await expect(producer).toHaveURL(/\/dashboard$/);
  await producer.goto('/dashboard/payments');
  await expect(producer.getByRole('heading', { level: 2, name: 'Pagamentos' })).toBeVisible();

  // Asaas: configure, test the connection, save.
  const asaasCard = producer.getByTestId('platform-asaas');
  await asaasCard.getByRole('button', { name: 'Configurar' }).click();
  const dialog = producer.getByRole('dialog', { name: 'Configurar Asaas' });
  await dialog.getByLabel('Chave de API').fill('$aact_wrong_key_123456');
  await dialog.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(toast(producer, 'Erro de conexão')).toBeVisible();
  await expect(toast(producer, 'Não foi possível conectar ao Asaas. Verifique sua chave API.')).toBeVisible();
  await dialog.getByLabel('Chave de API').fill(ASAAS_KEY);
  await dialog.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(toast(producer, 'Conexão com o Asaas estabelecida com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(producer, 'Configuração salva')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(asaasCard.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(asaasCard).toContainText(`Chave terminando em ${ASAAS_KEY.slice(-4)}`);
  await expect(producer.getByTestId('asaas-balance')).toContainText('R$ 1.520,35');
  // The key never comes back to the browser.
  await expect(producer.locator('body')).not.toContainText(ASAAS_KEY);

  // An anonymous buyer pays by Pix.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/p/${PRODUCT.code}/checkout`);
  await buyer.getByLabel('Nome completo').fill('Paulo Pagador');
  await buyer.getByLabel('E-mail').fill('paulo.pix@example.com');
  await buyer.getByLabel('CPF ou CNPJ').fill('52998224725');
  await buyer.getByLabel('Telefone com DDD').fill('21998765432');
  await buyer.getByRole('radio', { name: 'Pix' }).click();
  await expect(buyer.getByLabel('Número do cartão')).toBeHidden();
  await buyer.getByRole('button', { name: `Gerar Pix de ${PRODUCT.price}` }).click();
  const pix = buyer.getByTestId('pix-panel');
  await expect(pix).toBeVisible();
  await expect(pix.getByTestId('transfer-code')).toHaveText(/^000201/);
  await expect(pix.getByRole('img', { name: /QR code Pix do pedido AF/ })).toBeVisible();
  await shoot(buyer, 'checkout-pix');

  const payment = await newestAsaasPayment(buyer);
  expect(payment).toMatchObject({ value: 197, billingType: 'PIX' });
  const paid = await buyer.request.post(
    `${currentServer().fakeAsaasOrigin}/__control/payments/${payment.id}/receive`,
  );
  expect(paid.ok()).toBe(true);
  await expect(buyer).toHaveURL(new RegExp(`/p/${PRODUCT.code}/thank-you\\?order=AF`), { timeout: 20_000 });
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
  await buyerContext.close();

  // The producer's history: the Pix sale, its details and its receipt.
  await producer.reload();
  const history = producer.getByTestId('payment-history');
  await history.getByRole('tab', { name: 'Recebidos' }).click();
  const row = history.getByRole('row').filter({ hasText: PRODUCT.title }).filter({ hasText: 'Pix' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(PRODUCT.price);
  await expect(row).toContainText('Concluído');
  await row.getByRole('button', { name: /Ações do pagamento/ }).click();
  const downloading = producer.waitForEvent('download');
  await producer.getByRole('menuitem', { name: 'Baixar Comprovante' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^comprovante-AF[A-HJ-NP-Z2-9]{10}\.pdf$/);
  const file = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain(PRODUCT.price);
  expect(text).toContain('Paulo Pagador');
  expect(text).toContain(payment.id);
  // The provider is named, never shown as its code.
  expect(text).toContain('Asaas');

  await row.getByRole('button', { name: /Ações do pagamento/ }).click();
  await producer.getByRole('menuitem', { name: 'Detalhes do Pagamento' }).click();
  const details = producer.getByRole('dialog', { name: 'Detalhes do Pagamento' });
  await expect(details).toContainText('Paulo Pagador');
  await expect(details).toContainText(payment.id);
  await expect(details).toContainText('ProvedorAsaas');
  await shoot(producer, 'payments-producer', { fullPage: true });
  await producerContext.close();
});

test("'Pagar comissões disponíveis' shows the total and the number of resellers before paying", async ({
  page,
}) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await page.goto('/dashboard/payments');
  const card = page.getByTestId('payouts-card');
  const owedRows = card.getByRole('row').filter({ hasText: 'R$' });
  await expect(owedRows.first()).toBeVisible();
  const count = await owedRows.count();
  await card.getByTestId('payouts-run').click();
  const confirm = page.getByRole('alertdialog', { name: 'Pagar comissões disponíveis?' });
  await expect(confirm).toContainText(
    new RegExp(`Serão pagos R\\$ [\\d.]+,\\d{2} a ${count} revendedor(es)?\\.`),
  );
  await expect(confirm.getByRole('button', { name: /^Pagar R\$ [\d.]+,\d{2}$/ })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  // Nothing was paid: the same resellers are still owed.
  await expect(toast(page, 'Repasses')).toHaveCount(0);
  await expect(owedRows).toHaveCount(count);
});

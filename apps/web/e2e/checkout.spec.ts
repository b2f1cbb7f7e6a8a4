import type { Browser, Page } from '@playwright/test';
import { currentServer, expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, latestEmail, shoot, signIn, toast, uniqueEmail } from './support';

/** The demo producer's open product, to which the demo reseller (Renata) already has an active link. */
const PRODUCT = {
  code: 'FT24',
  title: 'Curso Completo de Fotografia com Celular',
  price: 'R$ 197,00',
  /** 40 % of R$ 197,00. */
  commission: 'R$ 78,80',
};
const RESELLER_NAME = 'Renata Revendedora';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36';

/** The demo reseller copies their FT24 link from 'Produtos Afiliados'. */
async function copyResellerLink(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: currentServer().origin });
  const page = await context.newPage();
  await signIn(page, DEMO.reseller, DEMO_PASSWORD, 'Revendedor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/affiliated-products');
  const card = page.getByTestId('affiliate-product-card').filter({ hasText: PRODUCT.title });
  await expect(card.getByTestId('affiliate-link')).toHaveValue(/\/r\/[A-HJ-NP-Z2-9]{8}$/);
  await card.getByRole('button', { name: 'Copiar link' }).click();
  await expect(toast(page, 'Link copiado!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${currentServer().origin}/r/[A-HJ-NP-Z2-9]{8}$`));
  await expect(card.getByTestId('affiliate-link')).toHaveValue(link);
  await context.close();
  return link;
}

async function fillBuyer(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Carla Compradora');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  // Not the demo accounts' phone: a buyer with the reseller's phone would be buying from themselves.
  await page.getByLabel('Telefone com DDD').fill('21998765432');
  await expect(page.getByLabel('Telefone com DDD')).toHaveValue('(21) 99876-5432');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Validade').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** Pays and lands on the thank-you page; answers the order code it shows. */
async function payAndReadOrderCode(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: `Pagar ${PRODUCT.price}` }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${PRODUCT.code}/thank-you\\?order=AF[A-HJ-NP-Z2-9]{10}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
  await expect(page.getByTestId('thank-you-email')).toHaveText(`Enviamos os dados de acesso para ${email}`);
  const orderCode = (await page.getByTestId('order-code').innerText()).trim();
  expect(orderCode).toMatch(/^AF[A-HJ-NP-Z2-9]{10}$/);
  expect(page.url()).toContain(`order=${orderCode}`);
  // The email travels in the history state, never in the URL.
  expect(page.url()).not.toContain(encodeURIComponent(email));
  return orderCode;
}

test('a buyer pays through a reseller link; the producer sees the sale, the reseller the commission; a refund cancels it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);

  // The producer's overview before the sale.
  const producerContext = await browser.newContext();
  const producer = await producerContext.newPage();
  await signIn(producer, DEMO.producer, DEMO_PASSWORD);
  await expect(producer).toHaveURL(/\/dashboard$/);
  const salesCard = producer.getByTestId('card-sales');
  await expect(salesCard).toBeVisible();
  const salesCardBefore = await salesCard.innerText();

  const link = await copyResellerLink(browser);

  // An anonymous buyer on a phone follows the link and buys.
  const buyerContext = await browser.newContext({
    userAgent: MOBILE_UA,
    viewport: { width: 390, height: 844 },
  });
  const buyer = await buyerContext.newPage();
  // The reseller shared the link with their campaign's tracking parameters: they reach the product page.
  const tracking = 'utm_source=instagram&utm_medium=stories&utm_campaign=live-sabado';
  await buyer.goto(`${link}?${tracking}`);
  await expect(buyer).toHaveURL(`${currentServer().origin}/p/${PRODUCT.code}?${tracking}`);
  await buyer.getByRole('link', { name: 'Comprar' }).click();
  await expect(buyer).toHaveURL(`${currentServer().origin}/p/${PRODUCT.code}/checkout`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await expect(buyer.getByTestId('order-summary')).toContainText(PRODUCT.title);
  await expect(buyer.getByTestId('checkout-price')).toHaveText(PRODUCT.price);
  await expect(buyer.getByTestId('test-card-form')).toContainText('Modo de teste');

  // Empty fields are refused on the page, each message tied to its field.
  await buyer.getByRole('button', { name: `Pagar ${PRODUCT.price}` }).click();
  await expect(buyer.getByLabel('Nome completo')).toHaveAttribute('aria-invalid', 'true');
  await expect(buyer.getByLabel('Nome completo')).toBeFocused();

  const buyerEmail = uniqueEmail('comprador');
  await fillBuyer(buyer, buyerEmail);
  await fillCard(buyer, '4242 4242 4242 4242');
  await shoot(buyer, 'checkout-filled');
  const orderCode = await payAndReadOrderCode(buyer, buyerEmail);
  await shoot(buyer, 'checkout-thank-you');

  // 'Acessar meu pedido' carries the code and the email just typed: one click opens the order.
  await buyer.getByRole('link', { name: 'Acessar meu pedido' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/orders\\?code=${orderCode}$`));
  await expect(buyer.getByRole('textbox', { name: 'Código do pedido' })).toHaveValue(orderCode);
  await expect(buyer.getByRole('textbox', { name: 'E-mail usado na compra' })).toHaveValue(buyerEmail);

  // The confirmation email is in the dev mailbox, and its download link answers.
  await buyer.goto(`/dev/mail?to=${encodeURIComponent(buyerEmail)}`);
  await expect(buyer.getByText(`Para: ${buyerEmail}`).first()).toBeVisible();
  const confirmation = await latestEmail(request, buyerEmail, 'purchaseConfirmation');
  const downloads = confirmation.links.filter((url) => url.includes('/files/product-files/'));
  expect(downloads.length).toBeGreaterThan(0);
  for (const url of downloads) expect((await request.get(url)).status(), url).toBe(200);

  // 'Meu pedido' opens the order with its code and the buyer's email.
  await buyer.goto(`/orders?code=${orderCode}`);
  await expect(buyer.getByLabel('Código do pedido')).toHaveValue(orderCode);
  await buyer.getByLabel('E-mail usado na compra').fill(buyerEmail);
  await buyer.getByRole('button', { name: 'Acessar pedido' }).click();
  await expect(buyer.getByRole('heading', { level: 2, name: PRODUCT.title })).toBeVisible();
  await expect(buyer.getByTestId('order-status')).toHaveText('Pago');
  await shoot(buyer, 'orders-access');
  await buyerContext.close();

  // The producer sees the sale with the reseller, and the overview counts it.
  await producer.goto('/dashboard/sales');
  const saleRow = producer.getByTestId(`sales-row-${orderCode}`).filter({ visible: true });
  await expect(saleRow).toContainText(RESELLER_NAME);
  await expect(saleRow).toContainText(PRODUCT.price);
  await expect(saleRow).toContainText(PRODUCT.commission);
  await expect(saleRow).toContainText('Pago');
  // The sale kept where the buyer came from, though the checkout's address had no parameters.
  await saleRow.getByTestId('sale-details').click();
  const details = producer.getByRole('dialog', { name: `Venda ${orderCode}` });
  await expect(details.getByTestId('sale-origin-utm_source')).toHaveText('instagram');
  await expect(details.getByTestId('sale-origin-utm_campaign')).toHaveText('live-sabado');
  await producer.keyboard.press('Escape');
  await expect(details).toBeHidden();
  // 'Origem' lists the source, and filtering by it keeps the sale.
  await producer.getByTestId('sales-filter-origin').filter({ visible: true }).click();
  await producer.getByRole('option', { name: 'instagram', exact: true }).click();
  await expect(saleRow).toBeVisible();
  await producer.goto('/dashboard');
  await expect(salesCard).toBeVisible();
  await expect(salesCard).not.toHaveText(salesCardBefore);

  // The reseller sees the pending commission.
  const resellerContext = await browser.newContext();
  const reseller = await resellerContext.newPage();
  await signIn(reseller, DEMO.reseller, DEMO_PASSWORD, 'Revendedor');
  await expect(reseller).toHaveURL(/\/dashboard$/);
  await reseller.goto('/dashboard/commissions');
  const commissionRow = reseller.getByTestId(`commission-row-${orderCode}`).filter({ visible: true });
  await expect(commissionRow).toContainText(PRODUCT.commission);
  await expect(commissionRow).toContainText('Pendente');

  // The producer refunds the sale from its row.
  await producer.goto('/dashboard/sales');
  await saleRow.getByRole('button', { name: 'Reembolsar' }).click();
  const confirm = producer.getByRole('alertdialog', { name: 'Reembolsar venda?' });
  await expect(confirm).toContainText(PRODUCT.price);
  await confirm.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(toast(producer, 'Reembolso realizado')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(saleRow).toContainText('Reembolsado');
  await expect(saleRow.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);

  // The reseller's commission is cancelled.
  await reseller.reload();
  await expect(commissionRow).toContainText('Cancelada');

  await producerContext.close();
  await resellerContext.close();
});

test('a buyer pays in installments; the email, the sale details and the producer net show them', async ({
  page,
  browser,
  request,
}) => {
  // Interest-free on FT24 (the producer bears it), with interest on NG7L (2,99% a.m. for the buyer).
  await page.goto('/p/FT24');
  await expect(page.getByTestId('product-installments')).toHaveText('ou 12x de R$ 16,42 sem juros');
  await page.goto('/p/NG7L');
  await expect(page.getByTestId('product-installments')).toHaveText('ou 12x de R$ 29,82');
  await page.getByRole('link', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/p\/NG7L\/checkout$/);
  const buyerEmail = uniqueEmail('parcelas');
  await fillBuyer(page, buyerEmail);
  await fillCard(page, '4242 4242 4242 4242');
  const installments = page.getByRole('combobox', { name: 'Parcelas' });
  await expect(installments).toHaveText('1x de R$ 297,00 (à vista)');
  await expect(page.getByText('Juros de 2,99% a.m. no parcelamento com juros.')).toBeVisible();
  await installments.click();
  await expect(page.getByRole('option')).toHaveCount(12);
  await page.getByRole('option', { name: '3x de R$ 104,98 (total R$ 314,94)' }).click();
  await expect(page.getByTestId('checkout-price')).toHaveText('R$ 314,94');
  await expect(page.getByTestId('checkout-installment-summary')).toContainText('3x de R$ 104,98');
  await shoot(page, 'checkout-installments');
  await page.getByRole('button', { name: 'Pagar R$ 314,94' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
  const orderCode = (await page.getByTestId('order-code').innerText()).trim();

  await page.goto(`/dev/mail?to=${encodeURIComponent(buyerEmail)}`);
  await expect(page.getByText('Parcelado em 3x de R$ 104,98 no cartão.').first()).toBeVisible();
  await latestEmail(request, buyerEmail, 'purchaseConfirmation');

  // The producer's sale: R$ 314,94 charged, 3x, the financing off the net.
  const context = await browser.newContext();
  const producer = await context.newPage();
  await signIn(producer, DEMO.producer, DEMO_PASSWORD);
  await expect(producer).toHaveURL(/\/dashboard$/);
  await producer.goto('/dashboard/sales');
  const row = producer.getByTestId(`sales-row-${orderCode}`).filter({ visible: true });
  await expect(row).toContainText('R$ 314,94');
  await row.getByTestId('sale-details').click();
  const details = producer.getByRole('dialog', { name: `Venda ${orderCode}` });
  await expect(details.getByTestId('sale-installments')).toHaveText('3x no cartão');
  await expect(details).toContainText('Custo do parcelamento');
  await expect(details).toContainText(/[−-]R\$ 17,94/);
  await expect(details.getByTestId('sale-net')).toHaveText('R$ 297,00');
  await context.close();
});

test('a declined card shows the payment error and keeps the form; the buyer pays with another card', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await context.newPage();
  await buyer.goto(`/p/${PRODUCT.code}`);
  await buyer.getByRole('link', { name: 'Comprar' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();

  const buyerEmail = uniqueEmail('recusado');
  await fillBuyer(buyer, buyerEmail);
  await fillCard(buyer, '4000 0000 0000 0002');
  await buyer.getByRole('button', { name: `Pagar ${PRODUCT.price}` }).click();

  const error = buyer.getByTestId('payment-error');
  await expect(error).toContainText('Erro no pagamento');
  await expect(error).toContainText('Seu cartão foi recusado. Tente outro cartão.');
  await expect(error).toBeFocused();
  await expect(buyer).toHaveURL(`${currentServer().origin}/p/${PRODUCT.code}/checkout`);
  await shoot(buyer, 'checkout-declined');

  // Everything typed is still there; only the card changes.
  await expect(buyer.getByLabel('Nome completo')).toHaveValue('Carla Compradora');
  await expect(buyer.getByLabel('E-mail')).toHaveValue(buyerEmail);
  await fillCard(buyer, '4242 4242 4242 4242');
  await payAndReadOrderCode(buyer, buyerEmail);
  await context.close();
});

test('the checkout of an unknown product is the 404 page', async ({ page, request }) => {
  expect((await request.get('/p/ZZ99/checkout')).status()).toBe(404);
  await page.goto('/p/ZZ99/checkout');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});

test('an unknown order code and email answer with the translated error', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu pedido' })).toBeVisible();
  await page.getByLabel('Código do pedido').fill('AF2345678923');
  await page.getByLabel('E-mail usado na compra').fill(uniqueEmail('ninguem'));
  await page.getByRole('button', { name: 'Acessar pedido' }).click();
  await expect(page.getByTestId('order-access-error')).toContainText(
    'Pedido não encontrado. Confira o código do pedido e o e-mail usado na compra.',
  );
});

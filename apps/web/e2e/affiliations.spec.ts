import type { Locator, Page } from '@playwright/test';
import { currentServer, expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, shoot, signIn, toast } from './support';

function productCard(page: Page, title: string): Locator {
  return page.getByTestId('affiliate-product-card').filter({ hasText: title });
}

test('the demo reseller generates a link; a visitor opens it and lands on the product page; the click is counted', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: currentServer().origin });
  await signIn(page, DEMO.reseller, DEMO_PASSWORD, 'Revendedor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('card-links-value')).toHaveText('4');

  await page.goto('/dashboard/affiliated-products');
  await expect(page.getByRole('heading', { level: 2, name: 'Produtos Afiliados' })).toBeVisible();
  const card = productCard(page, 'Planilha de Controle Financeiro Pro');
  await expect(card).toContainText('PL6N');
  await expect(card.getByTestId('affiliate-price')).toContainText('R$ 67,00');
  await card.getByRole('button', { name: 'Gerar Link de Afiliado' }).click();
  await expect(toast(page, 'Link copiado!')).toBeVisible();

  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${currentServer().origin}/r/[A-HJ-NP-Z2-9]{8}$`));
  await expect(card.getByTestId('affiliate-link')).toHaveValue(link);
  await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`Planilha de Controle Financeiro Pro ${link}`)}`,
  );
  await expect(card.getByTestId('affiliate-clicks')).toContainText('0 cliques');
  await shoot(page, 'affiliated-products-link');

  // An anonymous visitor follows the link, keeps the campaign parameters and sees the product.
  const visitor = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${link}?utm_source=whatsapp`);
  await expect(visitorPage).toHaveURL(`${currentServer().origin}/p/PL6N?utm_source=whatsapp`);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Planilha de Controle Financeiro Pro' }),
  ).toBeVisible();
  await expect(visitorPage.getByTestId('product-price')).toHaveText('R$ 67,00');
  const cookies = await visitor.cookies();
  const attribution = cookies.find((cookie) => cookie.name === 'afilia_ref');
  expect(attribution?.httpOnly).toBe(true);
  expect(attribution?.sameSite).toBe('Lax');
  await expect(visitorPage.getByRole('link', { name: 'Comprar' })).toHaveAttribute(
    'href',
    '/p/PL6N/checkout',
  );
  await visitor.close();

  // The click buffer is flushed within a second; the card then counts it.
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Atualizar' }).click();
        return card.getByTestId('affiliate-clicks').innerText();
      },
      { timeout: 10_000 },
    )
    .toContain('1 clique');
});

test('the producer switches a product to approval and approves the reseller’s request', async ({
  browser,
}) => {
  const producerContext = await browser.newContext();
  const producer = await producerContext.newPage();
  await signIn(producer, DEMO.producer, DEMO_PASSWORD);
  await expect(producer).toHaveURL(/\/dashboard$/);
  await producer.goto('/dashboard/products');
  const row = producer.getByTestId('product-row').filter({ hasText: 'Yoga em Casa' });
  await row.getByRole('link', { name: /^Editar Yoga em Casa/ }).click();
  const form = producer.getByTestId('product-form');
  const affiliation = form.getByTestId('product-affiliation');
  await expect(affiliation.getByRole('radio', { name: 'Somente meus revendedores' })).toBeChecked();
  // The whole option card is the label: click its text, as a person would.
  await affiliation.getByText('Com aprovação', { exact: true }).click();
  await expect(affiliation.getByRole('radio', { name: 'Com aprovação' })).toBeChecked();
  await form.getByTestId('product-submit').click();
  await expect(toast(producer, 'Produto atualizado com sucesso')).toBeVisible();
  await producer
    .getByRole('alertdialog', { name: 'Deseja cadastrar outro produto?' })
    .getByRole('button', { name: 'Não' })
    .click();

  // The reseller asks to affiliate: a pending request, no link yet.
  const resellerContext = await browser.newContext();
  const reseller = await resellerContext.newPage();
  await signIn(reseller, DEMO.reseller, DEMO_PASSWORD, 'Revendedor');
  await expect(reseller).toHaveURL(/\/dashboard$/);
  await reseller.goto('/dashboard/affiliated-products');
  const card = productCard(reseller, 'Yoga em Casa');
  await card.getByRole('button', { name: 'Gerar Link de Afiliado' }).click();
  await expect(toast(reseller, 'Solicitação enviada')).toBeVisible();
  await expect(card.getByTestId('affiliation-status')).toContainText('Aguardando aprovação');
  await expect(card.getByTestId('affiliate-link')).toHaveCount(0);

  // The producer approves it from the products list.
  await producer.goto('/dashboard/products');
  const yoga = producer.getByTestId('product-row').filter({ hasText: 'Yoga em Casa' });
  await expect(yoga.getByTestId('product-affiliates-pending')).toHaveText('1');
  await yoga.getByTestId('product-affiliates').click();
  const dialog = producer.getByRole('dialog', { name: 'Afiliados' });
  const request = dialog.getByTestId('affiliate-row').filter({ hasText: DEMO.reseller });
  await expect(request).toHaveAttribute('data-status', 'pending');
  await shoot(producer, 'product-affiliates-dialog', { fullPage: false });
  await request.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(toast(producer, 'Afiliação aprovada')).toBeVisible();
  await expect(request).toHaveAttribute('data-status', 'active');

  // The reseller now gets the link.
  await reseller.reload();
  await expect(card.getByTestId('affiliate-link')).toHaveValue(/\/r\/[A-HJ-NP-Z2-9]{8}$/);
  await producerContext.close();
  await resellerContext.close();
});

test('a product page answers crawlers with its preview tags and unknown codes with the 404 page', async ({
  page,
  request,
}) => {
  const response = await request.get('/p/FT24', { headers: { 'user-agent': 'WhatsApp/2.23' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta property="og:title" content="Curso Completo de Fotografia com Celular"');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/files\/product-images\//);
  expect(html).toContain(`<link rel="canonical" href="${currentServer().origin}/p/FT24"`);

  await page.goto('/p/ZZZZ');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});

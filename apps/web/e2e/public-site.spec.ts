import { expect, test } from './fixtures';
import { gotoInteractive } from './support';

test('the mobile menu opens and closes at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, '/');
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu de navegação' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible();

  await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 10, y: 700 } });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('link', { name: 'Planos' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(menu).toBeHidden();
});

test('the dark theme is applied and remembered', async ({ page }) => {
  await gotoInteractive(page, '/');
  await page
    .getByRole('button', { name: /Alterar tema/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('the language switches to en-US and to es, and is remembered', async ({ page }) => {
  await gotoInteractive(page, '/');
  await page
    .getByRole('button', { name: /Alterar idioma/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'English (US)' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('link', { name: 'Plans', exact: true }).first()).toBeVisible();

  await page
    .getByRole('button', { name: /Change language/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Planes', exact: true }).first()).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await gotoInteractive(page, '/nao-existe');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
  await page
    .getByRole('link', { name: /início|inicial/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('an affiliate link that does not exist says so instead of landing silently on home', async ({
  page,
}) => {
  await gotoInteractive(page, '/r/NAOEXISTE1');
  await expect(page).toHaveURL(/\/link-not-found$/);
  await expect(page.getByRole('heading', { name: 'Link não encontrado ou expirado' })).toBeVisible();
  await page
    .getByRole('link', { name: /início|inicial/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("a subscription's page shows the price per month", async ({ page }) => {
  await gotoInteractive(page, '/p/CL8B');
  await expect(page.getByTestId('product-price')).toHaveText(/^R\$ [\d.,]+\/mês$/);
  await expect(page.getByTestId('product-recurring-note')).toHaveText(
    'Assinatura mensal: cobrada todo mês, cancele quando quiser.',
  );
  await gotoInteractive(page, '/p/FT24');
  await expect(page.getByTestId('product-price')).toHaveText(/^R\$ [\d.,]+$/);
});

test('choosing a plan while signed out asks to register and carries the plan', async ({ page }) => {
  await gotoInteractive(page, '/plans');
  await page.getByRole('button', { name: 'Iniciar teste grátis' }).click();
  await expect(page.getByText('Registro necessário')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the contact form sends a message', async ({ page }) => {
  await gotoInteractive(page, '/contact');
  await page.locator('input[name="name"]').fill('Cliente Teste');
  await page.locator('input[name="email"]').fill('cliente@example.com');
  await page.locator('input[name="subject"]').fill('Dúvida sobre planos');
  await page.locator('textarea[name="message"]').fill('Olá! Gostaria de saber mais.');
  await page.getByRole('button', { name: /Enviar/ }).click();
  await expect(page.getByText('Mensagem enviada com sucesso! Em breve entraremos em contato.')).toBeVisible();
});

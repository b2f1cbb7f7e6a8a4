import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appTookOver, DEMO, DEMO_PASSWORD } from './support';

const PRODUCT = { code: 'FT24', title: 'Curso Completo de Fotografia com Celular', price: 'R$ 197,00' };

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one of them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Keeps a handle on the server's h1 when the document is parsed (before the app's code loads, on the first
 * sign of intent), to tell a hydrated page from one rendered afresh.
 */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
}

async function headingWasHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return kept !== null && kept === document.querySelector('h1');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page and the plans page are the real pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Venda mais com a');
    await expect(page).toHaveTitle('Venda mais com revendedores | Afilia');
    await expect(page.getByRole('link', { name: 'Planos', exact: true }).first()).toHaveAttribute(
      'href',
      '/plans',
    );

    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Planos e Preços' })).toBeVisible();
  });

  test('the product page carries the product, rendered by the server', async ({ page }) => {
    const response = await page.goto(`/p/${PRODUCT.code}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.title);
    await expect(page.getByTestId('product-price')).toHaveText(PRODUCT.price);
    await expect(page).toHaveTitle(`${PRODUCT.title} | Afilia`);
  });

  test('an unknown product code is still a 404 with the app shell', async ({ page }) => {
    const response = await page.goto('/p/ZZZZ');
    expect(response?.status()).toBe(404);
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Holds the app's entry script back for `ms`, as a slow network would. */
async function delayAppCode(page: Page, ms: number) {
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('with JavaScript', () => {
  test('a prerendered page runs no application code until the visitor shows intent', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/plans');
    await page.waitForTimeout(1500);
    const before = await page.evaluate(() => ({
      moduleScripts: document.querySelectorAll('script[type="module"]').length,
      started: (window as unknown as { afiliaHeldInput?: { started: boolean } }).afiliaHeldInput?.started,
    }));
    expect(before).toEqual({ moduleScripts: 0, started: false });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await appTookOver(page);
    expect(errors).toEqual([]);
  });

  test('what a visitor does before the app has loaded is done once it has', async ({ page }) => {
    await delayAppCode(page, 1500);
    await page.goto('/contact');
    // Typed before the app was there: kept, although the form's fields start empty when it takes over.
    await page.locator('input[name="name"]').fill('Cliente Apressado');
    await page.locator('input[name="email"]').fill('apressado@example.com');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', { timeout: 10_000 });
    await expect(page.locator('input[name="name"]')).toHaveValue('Cliente Apressado');
    await page.locator('input[name="subject"]').fill('Dúvida');
    await page.locator('textarea[name="message"]').fill('Enviado com o que digitei antes.');
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expect(
      page.getByText('Mensagem enviada com sucesso! Em breve entraremos em contato.'),
    ).toBeVisible();

    // Signing in before the app was there: the tab chosen, the email and password typed, 'Entrar' clicked.
    await page.unrouteAll();
    await delayAppCode(page, 1500);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Produtor' }).click();
    await page.locator('input[name="email"]').fill(DEMO.producer);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    // A menu opened before the app was there (Radix opens it on pointerdown) opens once it is.
    await page.unrouteAll();
    await delayAppCode(page, 1500);
    await page.goto('/');
    await page
      .getByRole('button', { name: /Alterar tema/ })
      .first()
      .click();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await expect(page.getByRole('menuitem', { name: 'Escuro' })).toBeVisible({ timeout: 10_000 });
  });

  test('a link clicked while the app cannot load still leads where it says', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Planos' })
      .click();
    await expect(page).toHaveURL(/\/plans$/, { timeout: 3000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Planos e Preços' })).toBeVisible();
  });

  test('the landing page hydrates without an error and works', async ({ page }) => {
    const errors = collectErrors(page);
    await rememberServerHeading(page);
    await page.goto('/');
    await appTookOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Venda mais com a');
    // Hydrated, not replaced: the heading the server wrote is still the same element.
    expect(await headingWasHydrated(page)).toBe(true);
    await page
      .getByRole('button', { name: /Alterar tema/ })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Escuro' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Planos' })
      .click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Planos e Preços' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('every prerendered page hydrates without an error', async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of ['/plans', '/features', '/about', '/terms', '/privacy', '/contact', '/login']) {
      await page.goto(path);
      await appTookOver(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the product page hydrates from the data the server sent, without asking the API again', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const productRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('catalog.product')) productRequests.push(request.url());
    });
    await rememberServerHeading(page);
    await page.goto(`/p/${PRODUCT.code}`);
    await appTookOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.title);
    expect(await headingWasHydrated(page)).toBe(true);
    await page.getByTestId('buy-button').click();
    await expect(page).toHaveURL(new RegExp(`/p/${PRODUCT.code}/checkout$`));
    expect(productRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a visitor who chose English and the dark theme gets them, without an error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      // The script also runs in about:blank, whose storage is off limits.
      if (location.protocol !== 'http:') return;
      localStorage.setItem('afilia.language', 'en-US');
      localStorage.setItem('afilia.theme', 'dark');
    });
    await page.goto('/');
    await appTookOver(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sell more with');
    await expect(page.getByText('Venda mais com a')).toHaveCount(0);
    await page.goto(`/p/${PRODUCT.code}`);
    await appTookOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.title);
    await expect(page.getByText('Price', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

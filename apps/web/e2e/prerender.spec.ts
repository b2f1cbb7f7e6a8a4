import { expect, type Page, test } from '@playwright/test';

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
 * Keeps a handle on the server's h1 when the document is parsed (the app's module script has run by then, but
 * its render waits on the language and route chunks), to tell a hydrated page from one rendered afresh.
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

/** main.tsx drops the marker once the app has taken over the server's markup. */
async function appTookOver(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
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

test.describe('with JavaScript', () => {
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
    for (const path of ['/plans', '/features', '/about', '/terms', '/privacy', '/contact', '/blog']) {
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

// Layouts a new user trips on, at a phone's width (390 px) and a laptop's (1280 px): the filters and tabs that
// used to push or cut the content, rows that showed only an id, dialog buttons below the fold, toasts over
// the header, names cut in the sales table and the faded 'Plano atual'. Each is shot for the sweep.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, SWEEP_THEMES, shoot, signIn } from './support';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function withinViewport(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, 'the element is rendered').not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), 'the element ends inside the viewport').toBeLessThanOrEqual(
    height,
  );
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
}

for (const theme of SWEEP_THEMES) {
  test(`phone: sales filters fold, history rows say what they were, users tabs are a select (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript((value) => localStorage.setItem('afilia.theme', value), theme);
    await signIn(page, DEMO.producer, DEMO_PASSWORD);

    await page.goto('/dashboard/sales');
    const toggle = page.getByTestId('sales-filters-toggle');
    await expect(toggle).toHaveText(/^Filtros/);
    await expect(page.getByTestId('sales-filter-status')).toBeHidden();
    const firstSale = page.locator('[data-testid^="sales-row-"]').filter({ visible: true }).first();
    await expect(firstSale).toBeVisible();
    const firstTop = (await firstSale.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(firstTop, 'the first sale starts on the first screen').toBeLessThan(PHONE.height);
    await noOverflow(page);
    await shoot(page, 'layout-sales-phone', { fullPage: false });
    await toggle.click();
    await expect(page.getByTestId('sales-filter-status')).toBeVisible();
    await shoot(page, 'layout-sales-filters-open-phone', { fullPage: false });

    await page.goto('/dashboard/payments');
    const row = page.getByTestId('payment-history-row').first();
    await expect(row).toBeVisible();
    const description = row.locator('td').first().locator('.line-clamp-2');
    await expect(description).toBeVisible();
    expect((await description.innerText()).trim().length).toBeGreaterThan(3);
    await noOverflow(page);
    await shoot(page, 'layout-payments-phone');

    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/dashboard/users');
    const select = page.getByTestId('users-tab-select');
    await expect(select).toBeVisible();
    await expect(page.getByTestId('users-tab-pending')).toBeHidden();
    await select.click();
    await expect(page.getByRole('option')).toHaveCount(7);
    await page.getByRole('option', { name: /^Suspensos \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/tab=suspended/);
    await noOverflow(page);
    await shoot(page, 'layout-users-phone', { fullPage: false });
  });
}

test('phone: the purchase dialog keeps its buttons on screen, and toasts sit at the bottom', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signIn(page, DEMO.starter, DEMO_PASSWORD);
  await page.goto('/plans');
  await page.locator('article[data-plan="profissional"]').getByRole('button').click();
  const dialog = page.getByTestId('purchase-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'form');
  await withinViewport(page, dialog.getByRole('button', { name: 'Continuar' }));
  await shoot(page, 'layout-purchase-dialog-phone', { fullPage: false });
  await page.keyboard.press('Escape');

  // The current plan's notice is a toast: at the bottom, clear of the header.
  await page.locator('article[data-plan="iniciante"]').getByRole('button').click({ force: true });
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  expect((await toast.boundingBox())?.y ?? 0).toBeGreaterThan(700 / 2);
});

test('laptop: sale names wrap instead of being cut, toasts leave the user menu free, the current plan is not faded', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await page.goto('/dashboard/sales');
  const rows = page.locator('tr[data-testid^="sales-row-"]');
  await expect(rows.first()).toBeVisible();
  const clipped = await rows.evaluateAll((elements) =>
    elements.flatMap((row) =>
      [...row.querySelectorAll<HTMLElement>('.line-clamp-2')]
        .filter((element) => element.scrollHeight > element.clientHeight + 1)
        .map((element) => element.textContent ?? ''),
    ),
  );
  expect(clipped, 'names cut in the sales table').toEqual([]);
  await shoot(page, 'layout-sales-laptop', { fullPage: false });

  await signIn(page, DEMO.starter, DEMO_PASSWORD);
  await page.goto('/plans');
  const current = page.locator('article[data-plan="iniciante"]').getByRole('button', { name: 'Plano atual' });
  await expect(current).toBeVisible();
  expect(await current.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await current.click({ force: true });
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Toasts open at the top centre; the user menu sits at the header's right end, clear of them.
  const toastBox = await toast.boundingBox();
  await shoot(page, 'layout-plans-current-laptop', { fullPage: false });
  await page.goto('/dashboard');
  const menuBox = await page.getByTestId('user-menu').boundingBox();
  expect(toastBox && menuBox, 'both are rendered').toBeTruthy();
  if (toastBox && menuBox) expect(toastBox.x + toastBox.width).toBeLessThan(menuBox.x);
});

import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, SWEEP_THEMES, setTheme, shoot, signIn, toast } from './support';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Today and `days` before it, 'YYYY-MM-DD' in São Paulo (the reports' calendar). */
function saoPauloDay(daysAgo = 0): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day);
}

async function openReports(page: Page, query = '') {
  await page.goto(`/dashboard/reports${query}`);
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 2 })).toBeVisible();
}

async function choosePeriod(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Baixar → PDF or Excel; the file as the browser saved it. */
async function download(page: Page, format: 'PDF' | 'Excel'): Promise<{ file: Download; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Baixar' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  const path = await file.path();
  return { file, bytes: readFileSync(path) };
}

/** The figure cards hold amounts, and the revenue is not zero. */
async function expectSalesFigures(page: Page) {
  await expect(page.getByTestId('report-figures')).toBeVisible();
  await expect(page.getByTestId('report-figure-revenueCents').getByTestId('report-figure-value')).toHaveText(
    /^R\$ [\d.]+,\d\d$/,
  );
  await expect(
    page.getByTestId('report-figure-revenueCents').getByTestId('report-figure-value'),
  ).not.toHaveText('R$ 0,00');
}

test('the producer reads every tab, changes the period, and downloads the PDF and the Excel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Relatórios' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);

  // Vendas: the figures against the previous period, the chart and the payment methods.
  await expect(page.getByRole('tab', { name: 'Vendas' })).toHaveAttribute('aria-selected', 'true');
  await expectSalesFigures(page);
  await expect(page.getByTestId('report-figure-netCents')).toContainText('Líquido');
  await expect(page.getByTestId('report-change').first()).toBeVisible();
  await expect(page.getByTestId('revenue-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('method-split')).toContainText('Cartão');
  // 'Vendas por origem': the demo's campaigns and its direct visits, each with its revenue.
  const sources = page.getByTestId('source-split');
  await expect(sources.getByRole('columnheader', { name: 'Origem' })).toBeVisible();
  await expect(sources.getByTestId('source-instagram')).toBeVisible();
  await expect(sources.getByTestId('source-direct')).toContainText('Acesso direto');
  await expect(sources.getByTestId('source-instagram').getByTestId('source-revenue')).toContainText('R$');
  // The pictures are hidden from screen readers (their figures are in text) and hold nothing focusable.
  await expect(page.locator('[aria-hidden="true"] [tabindex]:not([tabindex="-1"])')).toHaveCount(0);
  await expect(page.getByTestId('revenue-chart').locator('figcaption')).toContainText('Faturamento');

  // Vendedores: the table, sortable by its headers.
  await page.getByRole('tab', { name: 'Vendedores' }).click();
  await expect(page).toHaveURL(/tab=sellers/);
  const sellers = page.getByTestId('sellers-table');
  await expect(sellers.getByTestId('sellers-row').first()).toBeVisible();
  await expect(page.getByTestId('sellers-top-chart')).toBeVisible();
  const revenueHeader = sellers.getByRole('columnheader', { name: 'Faturamento' });
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'descending');
  await revenueHeader.getByRole('button').click();
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'ascending');
  const nameHeader = sellers.getByRole('columnheader', { name: 'Revendedor' });
  await nameHeader.getByRole('button').press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'none');

  // Produtos, kept across a reload.
  await page.getByRole('tab', { name: 'Produtos' }).click();
  await expect(page).toHaveURL(/tab=products/);
  await expect(page.getByTestId('products-table').getByTestId('products-row').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Produtos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('products-row').first()).toBeVisible();

  // Anual: from 1 January.
  await choosePeriod(page, 'Anual');
  await expect(page).toHaveURL(/period=year/);
  await expect(page.getByTestId('report-period')).toContainText(`01/01/${saoPauloDay().slice(0, 4)}`);
  await expect(page.getByTestId('products-row').first()).toBeVisible();

  // Personalizado: over 366 days is refused with the translated message, then a 60-day range applies.
  await choosePeriod(page, 'Personalizado');
  await expect(page).toHaveURL(/period=custom/);
  await page.getByLabel('Data inicial').fill(saoPauloDay(400));
  await page.getByLabel('Data final').fill(saoPauloDay());
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('O período pode ter no máximo 366 dias.')).toBeVisible();
  const from = saoPauloDay(60);
  const to = saoPauloDay();
  await page.getByLabel('Data inicial').fill(from);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page.getByText('O período pode ter no máximo 366 dias.')).toBeHidden();
  const [y, m, d] = from.split('-');
  await expect(page.getByTestId('report-period')).toContainText(`${d}/${m}/${y}`);
  await expect(page.getByTestId('products-row').first()).toBeVisible();

  // The files of Vendas for that range.
  await page.getByRole('tab', { name: 'Vendas' }).click();
  await expectSalesFigures(page);
  const pdf = await download(page, 'PDF');
  expect(pdf.file.suggestedFilename()).toMatch(/^relatorio-vendas-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(toast(page, 'Relatório exportado')).toBeVisible();

  const xlsx = await download(page, 'Excel');
  expect(xlsx.file.suggestedFilename()).toMatch(/^relatorio-vendas-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('an Iniciante producer sees the upgrade prompt instead of the Vendedores figures', async ({ page }) => {
  await signIn(page, DEMO.starter, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openReports(page, '?tab=sellers');
  await expect(page.getByRole('tab', { name: /Vendedores/ })).toHaveAttribute('aria-selected', 'true');
  const locked = page.getByTestId('report-locked');
  await expect(
    locked.getByText('Relatórios avançados estão disponíveis nos planos Profissional e Visionário.'),
  ).toBeVisible();
  await expect(locked.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/plans');
  await expect(page.getByTestId('sellers-table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Baixar' })).toBeDisabled();
  await shoot(page, 'reports-locked');

  // Vendas stays open on Iniciante.
  await page.getByRole('tab', { name: 'Vendas' }).click();
  await expect(page.getByTestId('sales-report')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar' })).toBeEnabled();
});

test('a reseller sees their own report, without the Vendedores tab', async ({ page }) => {
  await signIn(page, DEMO.reseller, DEMO_PASSWORD, 'Revendedor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openReports(page, '?period=year');
  await expect(page.getByRole('tab')).toHaveText(['Vendas', 'Produtos']);
  await expectSalesFigures(page);
  await expect(page.getByTestId('report-figure-netCents')).toContainText('Suas comissões');
  await expect(page.getByTestId('report-figure-commissionCents')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Produtor' })).toHaveCount(0);
  await shoot(page, 'reports-reseller');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'reports-reseller');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A link to Vendedores opens their first tab instead.
  await openReports(page, '?tab=sellers');
  await expect(page.getByRole('tab', { name: 'Vendas' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Produtos' }).click();
  await expect(page.getByTestId('products-row').first()).toBeVisible();
});

test('an admin sees the whole platform and can narrow it to one producer', async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openReports(page);
  await expectSalesFigures(page);
  const producer = page.getByRole('combobox', { name: 'Produtor' });
  await expect(producer).toHaveText('Todos os produtores');
  await producer.click();
  await page.getByRole('option', { name: 'Paulo Produtor' }).click();
  await expect(page).toHaveURL(/producer=[0-9a-f-]{36}/);
  await expectSalesFigures(page);
  await page.getByRole('tab', { name: 'Vendedores' }).click();
  await expect(page.getByTestId('sellers-row').first()).toBeVisible();
  await shoot(page, 'reports-admin');
});

test('screenshots of the reports screen at 1280 and 390 px, in the sweep themes', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const noOverflow = async (where: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${where}`).toBeLessThanOrEqual(0);
  };
  // The skeleton, held on screen until shot.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*reports\.sales/, async (route) => {
    await held;
    await route.continue();
  });
  await openReports(page);
  await expect(page.getByTestId('report-loading')).toBeVisible();
  await shoot(page, 'reports-loading', { fullPage: false });
  release();
  await page.unrouteAll({ behavior: 'wait' });

  for (const theme of SWEEP_THEMES) {
    await setTheme(page, theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const mobile = viewport.width < 768;

      await openReports(page);
      await expectSalesFigures(page);
      await page.waitForLoadState('networkidle');
      await noOverflow(page.url());
      await shoot(page, 'reports-sales');

      await openReports(page, '?tab=sellers');
      await expect(page.getByTestId(mobile ? 'sellers-cards' : 'sellers-table')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noOverflow(page.url());
      await shoot(page, 'reports-sellers');

      await openReports(page, `?tab=products&period=custom&from=${saoPauloDay(60)}&to=${saoPauloDay()}`);
      await expect(page.getByTestId(mobile ? 'products-cards' : 'products-table')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noOverflow(page.url());
      await shoot(page, 'reports-products');

      await openReports(page, '?tab=products&period=custom&from=2020-01-01&to=2020-01-31');
      await expect(page.getByTestId('report-empty')).toContainText('Nenhum dado disponível');
      await noOverflow(page.url());
      await shoot(page, 'reports-empty');
    }
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, SWEEP_THEMES, shoot, signIn } from './support';

const PUBLIC_PAGES = [
  '/',
  '/plans',
  '/features',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/blog',
  '/login',
  '/register',
  '/confirm-email-change',
  '/approve-email-change',
  '/p/FT24',
  '/p/FT24/checkout',
  '/orders',
  '/nao-existe',
];
const DASHBOARD_PAGES = {
  producer: [
    '/dashboard',
    '/dashboard/settings',
    '/dashboard/products',
    '/dashboard/sales',
    '/dashboard/settings?tab=sales',
    '/dashboard/sellers',
    '/dashboard/reports',
  ],
  reseller: ['/dashboard', '/dashboard/affiliated-products', '/dashboard/commissions'],
} as const;
// The desktop width is checked, and shot, by a11y.spec.ts on every route of the router.
const VIEWPORTS = [{ width: 390, height: 844 }];

function nameOf(path: string) {
  return path === '/' ? 'home' : path.slice(1).replace(/[/?=]/g, '-');
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('afilia.theme', value), theme);
}

for (const theme of SWEEP_THEMES) {
  for (const viewport of VIEWPORTS) {
    test(`public pages at ${viewport.width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useTheme(page, theme);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.locator('main').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
        await shoot(page, nameOf(path));
      }
    });

    for (const role of ['producer', 'reseller'] as const) {
      test(`${role} dashboard pages at ${viewport.width} px, ${theme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await useTheme(page, theme);
        await signIn(page, DEMO[role], DEMO_PASSWORD, role === 'producer' ? 'Produtor' : 'Revendedor');
        await expect(page).toHaveURL(/\/dashboard$/);
        for (const path of DASHBOARD_PAGES[role]) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
          await shoot(page, `${role}-${nameOf(path)}`);
        }
      });
    }
  }
}

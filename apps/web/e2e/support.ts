import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SIGNED_IN_HINT_KEY } from '../src/ssr/markers';
import { currentServer } from './fixtures';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO = {
  admin: 'admin@demo.afilia.app',
  producer: 'produtor@demo.afilia.app',
  /** A second producer, on the Iniciante trial with 5 days left and one product. */
  starter: 'iniciante@demo.afilia.app',
  reseller: 'revendedor@demo.afilia.app',
  /** A reseller not referred by the demo producer: a pending request on CS4M, a link to RC35. */
  otherReseller: 'revendedora2@demo.afilia.app',
} as const;

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

interface OutboxEmail {
  to: string;
  subject: string;
  template: string;
  links: string[];
}

/** The newest email to an address, read from the dev outbox, polling until it arrives. */
export async function latestEmail(
  request: APIRequestContext,
  to: string,
  template?: string,
): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
        const emails = (await response.json()) as OutboxEmail[];
        found = emails.find((e) => !template || e.template === template);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxEmail;
}

export async function login(
  page: Page,
  email: string,
  password: string,
  tab: 'Produtor' | 'Revendedor' = 'Produtor',
) {
  await gotoInteractive(page, '/login');
  await page.getByRole('tab', { name: tab }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('afilia.theme', value), theme);
}

/** Whether this run writes the pictures: outside CI, or in CI with E2E_SCREENSHOTS=1. */
const TAKES_PICTURES = !process.env.CI || Boolean(process.env.E2E_SCREENSHOTS);

/**
 * The themes a screenshot sweep goes through. The theme changes colours, not layout: a run that writes no
 * pictures checks the sweep's layout (overflow, cards or table) once, in the light theme; a11y.spec.ts checks
 * every route's contrast in both themes.
 */
export const SWEEP_THEMES: readonly ('light' | 'dark')[] = TAKES_PICTURES ? ['light', 'dark'] : ['light'];

/**
 * Saves a screenshot under e2e/screenshots/ (git-ignored) for people to look at: the full page, or only the
 * viewport (`{ fullPage: false }`, for dialogs).
 */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  // CI keeps the assertions around each picture but writes no file nobody looks at (E2E_SCREENSHOTS=1 does).
  if (!TAKES_PICTURES) return;
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const theme = (await page.evaluate(() => document.documentElement.classList.contains('dark')))
    ? 'dark'
    : 'light';
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-${width}-${theme}.png`),
    fullPage: options.fullPage ?? true,
    // Dialogs open with an animation: shoot their final state.
    animations: 'disabled',
  });
}

/**
 * A new producer account (no free trial) registered through the API and confirmed through the emailed
 * link, ready to log in.
 */
export async function registerConfirmedProducer(
  page: Page,
  request: APIRequestContext,
  name: string,
  password = 'segredo123',
  { freeTrial = false }: { freeTrial?: boolean } = {},
): Promise<string> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'produtor');
  const register = await request.post('/trpc/auth.register', {
    data: {
      json: {
        name,
        email,
        password,
        confirmPassword: password,
        termsAccepted: true,
        userType: 'producer',
        freeTrial,
      },
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const confirmation = await latestEmail(request, email, 'confirmation');
  await page.goto(confirmation.links[0] ?? '');
  await expect(page.getByText('Email confirmado!')).toBeVisible();
  return email;
}

/**
 * Signs a demo account in through the API and opens the dashboard. The session cookie lands in the page's
 * context as the login form's would; tests whose subject is not the login form start this way (the form has
 * its own tests in auth.spec.ts and wherever a test is about signing in).
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  tab: 'Produtor' | 'Revendedor' = 'Produtor',
) {
  const response = await page.request.post('/trpc/auth.login', {
    data: { json: { email, password, userType: tab === 'Revendedor' ? 'reseller' : 'producer' } },
    headers: { origin: currentServer().origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto('/dashboard');
  // The app stores its signed-in hint once `auth.me` has answered; a prerendered page opened before that
  // (/plans) would wait for the visitor's first sign of intent instead of starting at once.
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', SIGNED_IN_HINT_KEY);
}

/**
 * Opens a page and waits until the app has taken over its prerendered markup, which it loads on the visitor's
 * first sign of intent (the pointer moving here).
 */
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path);
  await appTookOver(page);
}

/** Moves the pointer (a sign of intent that starts a server-rendered page's app) and waits for the app. */
export async function appTookOver(page: Page) {
  await page.mouse.move(2, 2);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

/** A toast (sonner) showing `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

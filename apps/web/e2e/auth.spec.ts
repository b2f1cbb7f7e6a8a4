import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, latestEmail, login, uniqueEmail } from './support';

test('a producer registers with the free trial, confirms by email, logs in and sees the trial countdown', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('produtora');
  await page.goto('/');
  await page.getByRole('link', { name: 'Comece agora' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Teste grátis de 7 dias incluído, sem compromisso.')).toBeVisible();

  await page.locator('input[name="name"]').fill('Joana Produtora');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('segredo123');
  await page.locator('input[name="confirmPassword"]').fill('segredo123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });

  await login(page, email, 'segredo123');
  await expect(
    page.getByText('Seu email ainda não foi confirmado. Verifique sua caixa de entrada.').first(),
  ).toBeVisible();

  const confirmation = await latestEmail(request, email, 'confirmation');
  await page.goto(confirmation.links[0] ?? '');
  await expect(page.getByText('Email confirmado!')).toBeVisible();

  await login(page, email, 'segredo123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Período de teste gratuito')).toBeVisible();
  await expect(page.getByText(/7 dias restantes|6 dias restantes/)).toBeVisible();
});

test('a reseller is refused on the Produtor tab and admitted on the Revendedor tab', async ({ page }) => {
  await login(page, DEMO.reseller, DEMO_PASSWORD, 'Produtor');
  await expect(page.getByText('Esta conta não tem permissão de produtor.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await login(page, DEMO.reseller, DEMO_PASSWORD, 'Revendedor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Produtos Afiliados' }).first()).toBeVisible();
});

test("a producer on the Revendedor tab gets 'Entrar como produtor', which keeps the email and signs in", async ({
  page,
}) => {
  await login(page, DEMO.producer, DEMO_PASSWORD, 'Revendedor');
  const error = page.getByTestId('login-error');
  await expect(error).toContainText('Esta conta não tem permissão de revendedor.');
  await error.getByRole('button', { name: 'Entrar como produtor' }).click();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Produtor' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('input[name="email"]')).toHaveValue(DEMO.producer);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unconfirmed account can ask for the confirmation email again; the link leads to login with the email filled', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('naoconfirmada');
  const register = await request.post('/trpc/auth.register', {
    data: {
      json: {
        name: 'Nadia Nova',
        email,
        password: 'segredo123',
        confirmPassword: 'segredo123',
        termsAccepted: true,
        userType: 'reseller',
      },
    },
  });
  expect(register.ok()).toBe(true);
  await login(page, email, 'segredo123', 'Revendedor');
  const error = page.getByTestId('login-error');
  await expect(error).toContainText('Seu email ainda não foi confirmado.');
  await error.getByRole('button', { name: 'Reenviar email de confirmação' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Email de confirmação reenviado' }),
  ).toBeVisible();

  const confirmation = await latestEmail(request, email, 'confirmation');
  await page.goto(confirmation.links[0] ?? '');
  await expect(page.getByText('Email confirmado!')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await expect(page.getByRole('tab', { name: 'Revendedor' })).toHaveAttribute('aria-selected', 'true');
  await page.locator('input[name="password"]').fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot password, reset through the emailed link, then log in with the new password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('esquecida');
  const register = await request.post('/trpc/auth.register', {
    data: {
      json: {
        name: 'Esquecida',
        email,
        password: 'senha-antiga',
        confirmPassword: 'senha-antiga',
        termsAccepted: true,
        userType: 'producer',
      },
    },
  });
  expect(register.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByText('Email necessário').first()).toBeVisible();
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByRole('button', { name: 'Voltar para login' })).toBeVisible();

  const reset = await latestEmail(request, email, 'passwordReset');
  await page.goto(reset.links[0] ?? '');
  await page.locator('input[name="password"]').fill('senha-nova-1');
  await page.locator('input[name="confirmPassword"]').fill('senha-diferente');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senhas não conferem')).toBeVisible();
  await page.locator('input[name="confirmPassword"]').fill('senha-nova-1');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });

  // The reset confirmed the address, so the new password logs straight in.
  await login(page, email, 'senha-nova-1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the reset page without a recovery link goes back to login', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login/);
});

test('every dashboard route sends an anonymous visitor to login, keeping where they were going', async ({
  page,
}) => {
  for (const path of ['/dashboard', '/dashboard/products', '/dashboard/settings', '/dashboard/users']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});

test('the demo producer logs in, sees their role menu, and logs out to the login page', async ({ page }) => {
  await login(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Vendedores' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('the forms run under the CSP without a violation (zod builds no code with eval)', async ({ page }) => {
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = reports;
    document.addEventListener('securitypolicyviolation', (event) => reports.push(event.violatedDirective));
  });
  await page.goto('/register');
  await page.locator('input[name="email"]').fill('nao-e-email');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Email inválido').first()).toBeVisible();
  const reports = await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports);
  expect(reports).toEqual([]);
});

import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePng } from './png';
import {
  DEMO,
  DEMO_PASSWORD,
  latestEmail,
  login,
  registerConfirmedProducer,
  SWEEP_THEMES,
  shoot,
  signIn,
  toast,
} from './support';

const PASSWORD = 'segredo123';

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

/** Fills and submits the login form already on screen (keeps the page's ?returnTo). */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Produtor' }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** A new browser context (its own cookies and storage) signed in as the user. */
async function signedInContext(
  browser: Browser,
  email: string,
  password: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'pt-BR', ...options });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

async function openSettings(page: Page, tab: 'notifications' | 'appearance' | 'contact' | 'security') {
  await page.goto(`/dashboard/settings?tab=${tab}`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------------------

test('profile: name and phone are saved, the email is read-only, and the photo is uploaded then removed', async ({
  page,
  request,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Paula Perfil');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/profile');

  const emailInput = page.getByTestId('profile-email');
  await expect(emailInput).toHaveValue(email);
  await expect(emailInput).toHaveAttribute('readonly', '');
  await expect(page.getByText('O email não pode ser alterado.')).toBeVisible();
  await expect(page.getByTestId('profile-account-type')).toHaveValue('Produtor');

  const save = page.getByTestId('profile-save');
  await expect(save).toBeDisabled();
  await page.getByLabel('Nome completo').fill('A');
  await save.click();
  await expect(page.getByText('Nome completo precisa ter pelo menos 2 caracteres.')).toBeVisible();

  await page.getByLabel('Nome completo').fill('Paula Perfil Editada');
  // A phone is checked as on the contact settings: 'abc' is refused.
  await page.getByLabel('Telefone').fill('abc');
  await save.click();
  await expect(page.getByText('Número de telefone inválido.')).toBeVisible();
  await page.getByLabel('Telefone').fill('(11) 98888-7777');
  await save.click();
  await expect(toast(page, 'Perfil atualizado')).toBeVisible();
  await expect(save).toBeDisabled();
  // The sidebar follows at once (auth.me invalidated).
  await expect(page.getByRole('complementary').getByText('Paula Perfil Editada')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Paula Perfil Editada');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98888-7777');
  await expect(page.getByTestId('profile-display-name')).toHaveText('Paula Perfil Editada');

  // A file that is not an image is refused with a translated message, before any upload.
  await page.getByTestId('profile-photo-input').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('não é uma imagem'),
  });
  await expect(toast(page, 'Não foi possível atualizar a foto')).toContainText('Formato não suportado');

  // A real PNG: uploaded, set as the avatar, shown in the card and in the header.
  await page.getByTestId('profile-photo-input').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: makePng(64),
  });
  await expect(toast(page, 'Foto atualizada')).toBeVisible();
  const cardPhoto = page.getByTestId('profile-photo-card').getByRole('img', { name: /Paula Perfil Editada/ });
  await expect(cardPhoto).toHaveAttribute('src', /^\/files\/product-images\//);
  await page.reload();
  await expect(cardPhoto).toBeVisible();
  await expect(page.locator('header img[src^="/files/product-images/"]')).toBeVisible();

  await shoot(page, 'profile-with-photo');

  await page.getByRole('button', { name: 'Remover foto' }).click();
  await expect(toast(page, 'Foto removida')).toBeVisible();
  await expect(cardPhoto).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remover foto' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('profile-photo-card').getByText('PE', { exact: true })).toBeVisible();
  await expect(page.locator('header img[src^="/files/product-images/"]')).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------------------
// Settings: appearance, notifications, contact information
// ---------------------------------------------------------------------------------------------------------

test('settings: Spanish and the dark theme are saved on the account and come back on another browser', async ({
  page,
  request,
  browser,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Lara Idioma');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page, 'appearance');

  await page.getByTestId('theme-dark').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(toast(page, 'Configurações salvas')).toBeVisible();
  await page.getByTestId('language-es').click();
  await expect(page.getByRole('heading', { name: 'Configuración', level: 2 })).toBeVisible();
  await expect(page.getByTestId('language-es')).toHaveAttribute('data-state', 'checked');
  await expect(toast(page, 'Configuración guardada')).toBeVisible();

  // Log out here (the menu is in Spanish now).
  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);

  // A fresh browser (nothing in local storage) starts in Portuguese and light, then takes the account's.
  const other = await browser.newContext({ locale: 'pt-BR' });
  const fresh = await other.newPage();
  await login(fresh, email, PASSWORD);
  await expect(fresh).toHaveURL(/\/dashboard$/);
  await expect(fresh.locator('html')).toHaveClass(/dark/);
  await expect(fresh.getByRole('link', { name: 'Configuración' }).first()).toBeVisible();
  await fresh.goto('/dashboard/settings?tab=appearance');
  await expect(fresh.getByRole('heading', { name: 'Configuración', level: 2 })).toBeVisible();
  await expect(fresh.getByTestId('language-es')).toHaveAttribute('data-state', 'checked');
  await expect(fresh.getByTestId('theme-dark')).toHaveAttribute('data-state', 'checked');

  // Back to Portuguese and light, so the screenshots below show the default look.
  await fresh.getByTestId('language-pt-BR').click();
  await expect(fresh.getByRole('heading', { name: 'Configurações', level: 2 })).toBeVisible();
  await fresh.getByTestId('theme-light').click();
  await expect(fresh.locator('html')).not.toHaveClass(/dark/);
  await other.close();
});

test('settings: the notification switches are saved on the server; there is no push switch', async ({
  page,
  request,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Nina Notifica');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('tab', { name: 'Notificações' })).toHaveAttribute('aria-selected', 'true');

  const emailSwitch = page.getByTestId('notifications-email');
  const saleSwitch = page.getByTestId('notifications-newSale');
  await expect(page.getByTestId('notifications-push')).toHaveCount(0);
  await expect(page.getByText(/push/i)).toHaveCount(0);
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(saleSwitch).toHaveAttribute('aria-checked', 'true');

  await saleSwitch.click();
  await expect(toast(page, 'Preferências de notificação salvas')).toBeVisible();
  await expect(saleSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(saleSwitch).toBeEnabled();
  await emailSwitch.click();
  await expect(toast(page, 'As notificações por email foram desativadas.')).toBeVisible();
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(emailSwitch).toBeEnabled();

  await page.reload();
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(saleSwitch).toHaveAttribute('aria-checked', 'false');
});

test('settings: contact information is validated, saved and loaded again', async ({ page, request }) => {
  const email = await registerConfirmedProducer(page, request, 'Caio Contato');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page, 'contact');

  // Only admins edit the platform's contact data.
  await expect(page.getByText('Dados de contato da plataforma')).toHaveCount(0);
  await expect(
    page.getByText('Número completo com o código do país (DDI) e o DDD', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('tem prioridade sobre o número do WhatsApp', { exact: false })).toBeVisible();

  await page.getByTestId('contact-contactEmail').fill('Vendas@CaioContato.com.br');
  await page.getByTestId('contact-phoneNumber').fill('+55 21 3333-4444');
  await page.getByTestId('contact-whatsappNumber').fill('abc');
  await page.getByTestId('contact-whatsappCustomLink').fill('wa.me/caio');
  await page.getByTestId('contact-address').fill('Rua das Laranjeiras, 100 - Rio de Janeiro - RJ');
  await page.getByTestId('contact-save').click();
  await expect(
    page.getByText('Informe o número completo com DDI e DDD, por exemplo +55 11 99999-9999.'),
  ).toBeVisible();
  await expect(page.getByText('Informe um link que comece com https://')).toBeVisible();

  await page.getByTestId('contact-whatsappNumber').fill('+55 21 99999-8888');
  await page.getByTestId('contact-whatsappCustomLink').fill('https://wa.me/message/CAIO123');
  await page.getByTestId('contact-save').click();
  await expect(toast(page, 'Informações de contato salvas')).toBeVisible();
  await expect(page.getByTestId('contact-save')).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('contact-contactEmail')).toHaveValue('vendas@caiocontato.com.br');
  await expect(page.getByTestId('contact-phoneNumber')).toHaveValue('+55 21 3333-4444');
  await expect(page.getByTestId('contact-whatsappNumber')).toHaveValue('+55 21 99999-8888');
  await expect(page.getByTestId('contact-whatsappCustomLink')).toHaveValue('https://wa.me/message/CAIO123');
  await expect(page.getByTestId('contact-address')).toHaveValue(
    'Rua das Laranjeiras, 100 - Rio de Janeiro - RJ',
  );
});

test('settings: the admin edits the platform contact data and /contact shows it', async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page, 'contact');
  const card = page.getByTestId('settings-branding');
  await expect(card.getByText('Dados de contato da plataforma')).toBeVisible();

  const fields = ['contactEmail', 'phoneNumber', 'whatsappNumber', 'whatsappCustomLink', 'address'] as const;
  const original: Record<string, string> = {};
  for (const field of fields) original[field] = await page.getByTestId(`branding-${field}`).inputValue();

  try {
    await page.getByTestId('branding-contactEmail').fill('atendimento@afilia-e2e.com.br');
    await page.getByTestId('branding-phoneNumber').fill('+55 41 3030-4040');
    await page.getByTestId('branding-whatsappNumber').fill('+55 41 98765-4321');
    await page.getByTestId('branding-whatsappCustomLink').fill('');
    await page.getByTestId('branding-address').fill('Rua XV de Novembro, 1500 - Centro, Curitiba - PR');
    await page.getByTestId('branding-save').click();
    await expect(toast(page, 'Dados da plataforma salvos')).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByTestId('contact-email')).toHaveText('atendimento@afilia-e2e.com.br');
    await expect(page.getByTestId('contact-phone')).toHaveText('+55 41 3030-4040');
    await expect(page.getByTestId('contact-address')).toHaveText(
      'Rua XV de Novembro, 1500 - Centro, Curitiba - PR',
    );
    await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', 'https://wa.me/5541987654321');
  } finally {
    // Put the platform's data back for the other tests of the run.
    await openSettings(page, 'contact');
    for (const field of fields) await page.getByTestId(`branding-${field}`).fill(original[field] ?? '');
    const save = page.getByTestId('branding-save');
    if (await save.isEnabled()) {
      await save.click();
      await expect(toast(page, 'Dados da plataforma salvos')).toBeVisible();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// Settings: security
// ---------------------------------------------------------------------------------------------------------

test('security: changing the password keeps this session, ends the others, and only the new one logs in', async ({
  page,
  request,
  browser,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Sergio Senha');
  const second = await signedInContext(browser, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page, 'security');

  const form = page.getByTestId('settings-change-password');
  await form.getByLabel('Senha atual').fill('senha-errada');
  await form.getByLabel('Nova senha', { exact: true }).fill('nova-senha-1');
  await form.getByLabel('Confirmar nova senha').fill('nova-senha-2');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('As senhas não coincidem')).toBeVisible();

  await form.getByLabel('Confirmar nova senha').fill('nova-senha-1');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('A senha atual está incorreta.')).toBeVisible();

  await form.getByLabel('Senha atual').fill(PASSWORD);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Senha alterada')).toBeVisible();
  await expect(form.getByLabel('Senha atual')).toHaveValue('');
  await expect(form.getByLabel('Nova senha', { exact: true })).toHaveValue('');

  // This session stays; the other browser is thrown out.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/settings/);
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await second.page.goto('/dashboard/products');
  await expect(second.page).toHaveURL(/\/login/);
  await second.context.close();

  const fresh = await browser.newContext({ locale: 'pt-BR' });
  const freshPage = await fresh.newPage();
  await login(freshPage, email, PASSWORD);
  await expect(
    freshPage.getByText('Email ou senha incorretos. Verifique suas credenciais.').first(),
  ).toBeVisible();
  await expect(freshPage).toHaveURL(/\/login/);
  await login(freshPage, email, 'nova-senha-1');
  await expect(freshPage).toHaveURL(/\/dashboard$/);
  await fresh.close();
});

test('security: the sessions list shows each browser, and ending one signs that browser out', async ({
  page,
  request,
  browser,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Sofia Sessoes');
  const phone = await signedInContext(browser, email, PASSWORD, { ...devices['iPhone 13'], locale: 'pt-BR' });
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page, 'security');

  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const current = page.locator('[data-testid="session-row"][data-current]');
  await expect(current).toHaveCount(1);
  await expect(current.getByText('Esta sessão')).toBeVisible();
  await expect(current).toContainText(/Última atividade: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const other = rows.filter({ hasNotText: 'Esta sessão' });
  await expect(other).toContainText('iOS');
  await expect(other.getByText('Celular')).toBeAttached();

  await shoot(page, 'settings-security-sessions');

  await other.getByRole('button', { name: /Encerrar/ }).click();
  await expect(toast(page, 'Sessão encerrada')).toBeVisible();
  await expect(rows).toHaveCount(1);

  await phone.page.reload();
  await expect(phone.page).toHaveURL(/\/login/);
  await phone.context.close();

  // Ending this browser's own session asks first, then signs out.
  await current.getByRole('button', { name: /Encerrar/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Encerrar esta sessão?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Encerrar e sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('security: the reset email sent from settings leads back to the security tab after the new login', async ({
  page,
  request,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Rita Reset');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page, 'security');

  await page.getByRole('button', { name: 'Enviar email de redefinição de senha' }).click();
  await expect(toast(page, 'Email de redefinição enviado')).toContainText(email);

  const reset = await latestEmail(request, email, 'passwordReset');
  const link = reset.links.find((href) => href.includes('/reset-password')) ?? '';
  expect(link).toContain('redirect_to=%2Fdashboard%2Fsettings%3Ftab%3Dsecurity');
  await page.goto(link);
  await page.locator('input[name="password"]').fill('redefinida-123');
  await page.locator('input[name="confirmPassword"]').fill('redefinida-123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%2Fsettings%3Ftab%3Dsecurity/, {
    timeout: 10_000,
  });

  await submitLogin(page, email, 'redefinida-123');
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=security$/);
  await expect(page.getByRole('tab', { name: 'Segurança' })).toHaveAttribute('aria-selected', 'true');
});

test('security: deactivating needs the switch and the password, then the account cannot log in', async ({
  page,
  request,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Davi Desativa');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page, 'security');

  const deactivate = page.getByRole('button', { name: 'Desativar conta' });
  await expect(deactivate).toBeDisabled();
  await page.getByTestId('deactivate-switch').click();
  await expect(deactivate).toBeEnabled();
  await deactivate.click();

  const dialog = page.getByTestId('deactivate-dialog');
  await expect(dialog.getByText('Desativar sua conta?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Desativar minha conta' }).click();
  await expect(dialog.getByText('Senha é obrigatória')).toBeVisible();
  await dialog.getByLabel('Senha', { exact: true }).fill('nao-e-essa');
  await dialog.getByRole('button', { name: 'Desativar minha conta' }).click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  await shoot(page, 'settings-security-deactivate-dialog', { fullPage: false });

  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Desativar minha conta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Conta desativada')).toBeVisible();

  await login(page, email, PASSWORD);
  await expect(
    page.getByText('Sua conta foi desativada. Entre em contato com o suporte.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

// ---------------------------------------------------------------------------------------------------------
// Screenshots
// ---------------------------------------------------------------------------------------------------------

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const theme of SWEEP_THEMES) {
  for (const viewport of VIEWPORTS) {
    test(`screenshots of profile and settings at ${viewport.width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('afilia.theme', value), theme);
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);

      const pages = [
        { path: '/dashboard/profile', name: 'profile', ready: page.getByTestId('profile-details') },
        {
          path: '/dashboard/settings?tab=notifications',
          name: 'settings-notifications',
          ready: page.getByTestId('notifications-email'),
        },
        {
          path: '/dashboard/settings?tab=appearance',
          name: 'settings-appearance',
          ready: page.getByTestId('theme-system'),
        },
        {
          path: '/dashboard/settings?tab=contact',
          name: 'settings-contact',
          ready: page.getByTestId('branding-contactEmail'),
        },
        {
          path: '/dashboard/settings?tab=security',
          name: 'settings-security',
          ready: page.getByTestId('session-row').first(),
        },
      ];
      for (const item of pages) {
        await page.goto(item.path);
        await expect(item.ready).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow on ${item.path}`).toBeLessThanOrEqual(0);
        await shoot(page, item.name);
      }
    });
  }
}

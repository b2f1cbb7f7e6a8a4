import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO,
  DEMO_PASSWORD,
  latestEmail,
  login,
  registerConfirmedProducer,
  shoot,
  signIn,
  uniqueEmail,
} from './support';

const HOUR_MS = 60 * 60 * 1000;

function purchaseDialog(page: Page): Locator {
  return page.getByTestId('purchase-dialog');
}

async function choosePlan(page: Page, planId: 'iniciante' | 'profissional' | 'visionario') {
  await page.locator(`article[data-plan="${planId}"]`).getByRole('button').click();
}

async function fillTestCard(dialog: Locator, number: string) {
  await dialog.locator('input[name="cardNumber"]').fill(number);
  await dialog.locator('input[name="cardExpiry"]').fill('12/34');
  await dialog.locator('input[name="cardCvc"]').fill('123');
}

/** The trial end of the signed-in user, read from `plans.current` (superjson over GET). */
async function currentTrialEnd(page: Page): Promise<Date> {
  const response = await page.request.get('/trpc/plans.current');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { trialEnd: string | null } } } };
  const trialEnd = body.result.data.json.trialEnd;
  expect(trialEnd).not.toBeNull();
  return new Date(trialEnd as string);
}

test('an anonymous visitor registers for Profissional, logs in, pays with 4242 and lands on the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('compradora');
  await page.goto('/plans');
  await choosePlan(page, 'profissional');
  await expect(page.getByText('Registro necessário')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByTestId('register-plan-banner')).toContainText('Profissional');

  await page.locator('input[name="name"]').fill('Carla Compradora');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('segredo123');
  await page.locator('input[name="confirmPassword"]').fill('segredo123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/, { timeout: 10_000 });

  const confirmation = await latestEmail(request, email, 'confirmation');
  await page.goto(confirmation.links[0] ?? '');
  await expect(page.getByText('Email confirmado!')).toBeVisible();

  // The login comes back to /plans with the purchase of the chosen plan open.
  await login(page, email, 'segredo123');
  await expect(page).toHaveURL(/\/plans$/);
  const dialog = purchaseDialog(page);
  await expect(dialog).toHaveAttribute('data-step', 'form');
  await expect(dialog.getByRole('heading', { name: 'Assinar o plano Profissional' })).toBeVisible();
  await expect(dialog.locator('input[name="fullName"]')).toHaveValue('Carla Compradora');
  await expect(dialog.locator('input[name="email"]')).toHaveValue(email);
  await expect(dialog.getByText('Necessário para emissão de nota fiscal. Apenas números.')).toBeVisible();
  await expect(dialog.getByTestId('plan-summary')).toContainText('R$197');

  // Digits only in CPF/CNPJ; an invalid one is refused.
  await dialog.locator('input[name="cpfCnpj"]').fill('529.982.247-00');
  await expect(dialog.locator('input[name="cpfCnpj"]')).toHaveValue('52998224700');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('CPF ou CNPJ inválido')).toBeVisible();
  await dialog.locator('input[name="cpfCnpj"]').fill('52998224725');
  await dialog.locator('input[name="phone"]').fill('(11) 98888-7777');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await expect(dialog).toHaveAttribute('data-step', 'checkout');
  await expect(dialog.getByRole('group', { name: 'Modo de teste' })).toBeVisible();
  await expect(dialog.locator('input[name="cardholderName"]')).toHaveValue('Carla Compradora');
  // 'Voltar' returns to the form with the data kept.
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'form');
  await expect(dialog.locator('input[name="cpfCnpj"]')).toHaveValue('52998224725');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await dialog.locator('input[name="cardholderName"]').fill('Ca');
  await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();
  await expect(dialog.getByText('Nome no cartão é obrigatório')).toBeVisible();
  await dialog.locator('input[name="cardholderName"]').fill('CARLA COMPRADORA');
  await fillTestCard(dialog, '4242424242424242');
  await expect(dialog.locator('input[name="cardNumber"]')).toHaveValue('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();

  await expect(dialog).toHaveAttribute('data-step', 'success');
  // The success step is the dialog's heading now, and 'Fechar' cannot be read as cancelling the plan.
  await expect(dialog.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pagamento confirmado!' })).toBeVisible();
  await expect(dialog.getByTestId('purchase-success').getByRole('button', { name: 'Fechar' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Acessar minha conta' }).click();
  await expect(dialog.getByText('Redirecionando...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const payment = page.getByTestId('payment-info-card');
  await expect(payment).toContainText('Profissional');
  await expect(payment.getByTestId('payment-status')).toHaveText('Ativo');
  await expect(payment).toContainText('Visa •••• 4242');
  await expect(payment).toContainText('Próxima cobrança');
  await expect(payment).toContainText('R$ 197,00/mês');
  await expect(payment.getByRole('link', { name: 'Mudar de plano' })).toBeVisible();
  await expect(page.getByTestId('trial-card')).toHaveCount(0);

  // Cancelling keeps the plan until the end of the paid period.
  await payment.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
  await expect(confirm).toContainText('Seu plano Profissional continua ativo até');
  await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByText('Assinatura cancelada')).toBeVisible();
  await expect(payment.getByTestId('payment-status')).toHaveText(/^Cancela em \d{2}\/\d{2}\/\d{4}$/);
  await expect(payment.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);

  // Back on /plans, Profissional is the current plan.
  await page.goto('/plans');
  await expect(
    page.locator('article[data-plan="profissional"]').getByRole('button', { name: 'Plano atual' }),
  ).toBeVisible();
});

test('the demo producer on the trial chooses their current plan and sees the 4-second notice', async ({
  page,
}) => {
  await signIn(page, DEMO.starter, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/plans');
  const iniciante = page.locator('article[data-plan="iniciante"]');
  const button = iniciante.getByRole('button', { name: 'Plano atual' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  // Shown as disabled (aria-disabled), yet a click still explains why.
  await button.click({ force: true });
  const notice = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Você já está subscrito ao plano Iniciante.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Plano atual');
  await expect(purchaseDialog(page)).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3000);
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 4000 });
});

test('a signed-in producer who chooses a plan before their session has loaded gets the purchase, not the sign-up', async ({
  page,
}) => {
  await signIn(page, DEMO.starter, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The session check answers late, as on a slow phone network; the prerendered cards are clickable before.
  let delayed = 0;
  await page.route(/\/trpc\/[^?]*auth\.me/, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // The app's code arrives late too, so the click lands on the server-rendered button before React owns it:
  // the page holds it and replays it once hydrated (a signed-in visitor's app starts at once, but not instantly).
  let entryDelayed = 0;
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    entryDelayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/plans', { waitUntil: 'domcontentloaded' });
  await choosePlan(page, 'profissional');
  const dialog = purchaseDialog(page);
  await expect(dialog).toHaveAttribute('data-step', 'form');
  await expect(page).toHaveURL(/\/plans$/);
  expect(delayed).toBeGreaterThan(0);
  expect(entryDelayed).toBeGreaterThan(0);
});

test('a reseller who opens a plan and leaves is still a reseller; the dialog says what buying would change', async ({
  page,
}) => {
  await signIn(page, DEMO.reseller, DEMO_PASSWORD, 'Revendedor');
  await page.goto('/plans');
  await choosePlan(page, 'profissional');
  const dialog = purchaseDialog(page);
  await expect(dialog).toHaveAttribute('data-step', 'form');
  const notice = dialog.getByTestId('becomes-producer-notice');
  await expect(notice).toContainText('Sua conta passará a ser de produtor');
  await expect(notice).toContainText('Até lá, nada muda.');
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toHaveCount(0);
  await choosePlan(page, 'iniciante');
  await expect(purchaseDialog(page).getByTestId('becomes-producer-notice')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/affiliated-products');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Produtos Afiliados');
  await expect(page.getByText('Sem permissão')).toHaveCount(0);
  const me = await page.request.get('/trpc/auth.me');
  expect(((await me.json()) as { result: { data: { json: { role: string } } } }).result.data.json.role).toBe(
    'reseller',
  );
});

test('a producer on the trial buys Profissional: nothing charged today, the trial days kept', async ({
  page,
  request,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Taina Teste', 'segredo123', {
    freeTrial: true,
  });
  await login(page, email, 'segredo123');
  await expect(page).toHaveURL(/\/dashboard$/);
  const trialEnd = await currentTrialEnd(page);
  const date = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(trialEnd);

  await page.goto('/plans');
  await choosePlan(page, 'profissional');
  const dialog = purchaseDialog(page);
  await expect(dialog.getByTestId('deferred-charge')).toHaveText(
    `Você não será cobrado hoje; primeira cobrança em ${date}.`,
  );
  await dialog.locator('input[name="cpfCnpj"]').fill('52998224725');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'checkout');
  await expect(dialog.getByTestId('plan-summary')).toContainText('Total hojeR$ 0,00');
  await expect(dialog.getByTestId('deferred-charge')).toBeVisible();
  await dialog.locator('input[name="cardholderName"]').fill('Tainá Teste');
  await fillTestCard(dialog, '4242424242424242');
  await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();

  await expect(dialog.getByRole('heading', { name: 'Plano contratado!' })).toBeVisible();
  await expect(dialog).toContainText(`primeira cobrança em ${date}`);
  await dialog.getByTestId('purchase-success').getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await currentTrialEnd(page)).getTime()).toBe(trialEnd.getTime());
  await page.goto('/dashboard');
  const payment = page.getByTestId('payment-info-card');
  await expect(payment).toContainText('Profissional');
  await expect(payment).toContainText('Visa •••• 4242');
});

test('a declined card shows the payment error and stays on the checkout step', async ({ page, request }) => {
  // A producer with no plan is charged at once (one on the trial is charged at its end).
  const email = await registerConfirmedProducer(page, request, 'Renata Recusada');
  await login(page, email, 'segredo123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/plans', { waitUntil: 'domcontentloaded' });
  await choosePlan(page, 'profissional');
  const dialog = purchaseDialog(page);
  await expect(dialog).toHaveAttribute('data-step', 'form');
  await expect(dialog.locator('input[name="email"]')).toHaveValue(email);
  await dialog.locator('input[name="cpfCnpj"]').fill('52998224725');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'checkout');
  await dialog.locator('input[name="cardholderName"]').fill('Produtor Demo');
  await fillTestCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();

  const alert = dialog.getByTestId('payment-error');
  await expect(alert).toContainText('Erro no pagamento');
  await expect(alert).toContainText('Seu cartão foi recusado. Tente outro cartão.');
  await expect(dialog).toHaveAttribute('data-step', 'checkout');
  await expect(dialog.getByRole('button', { name: 'Finalizar pagamento' })).toBeEnabled();

  // Insufficient funds has its own message; the plan is unchanged.
  await dialog.locator('input[name="cardNumber"]').fill('4000000000009995');
  await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();
  await expect(alert).toContainText('Saldo insuficiente no cartão. Tente outro cartão.');
  await expect(dialog).toHaveAttribute('data-step', 'checkout');

  // Closing resets the modal to the form.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await choosePlan(page, 'profissional');
  await expect(purchaseDialog(page)).toHaveAttribute('data-step', 'form');
});

test('the trial card turns yellow with one day left', async ({ page }) => {
  await signIn(page, DEMO.starter, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const trialEnd = await currentTrialEnd(page);
  await page.clock.install({ time: new Date(trialEnd.getTime() - 20 * HOUR_MS) });
  await page.goto('/dashboard');
  const card = page.getByTestId('trial-card');
  await expect(card).toHaveAttribute('data-state', 'warning');
  await expect(card).toHaveClass(/border-warning/);
  await expect(card.getByTestId('trial-days-left')).toHaveText('1 dia restante');
  await expect(card.getByRole('link', { name: 'Ver planos' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Teste grátis');
  await shoot(page, 'dashboard-trial-warning');
});

test('the trial card turns red once the trial is over, with the upgrade button to /plans', async ({
  page,
}) => {
  await signIn(page, DEMO.starter, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const trialEnd = await currentTrialEnd(page);
  await page.clock.install({ time: new Date(trialEnd.getTime() + HOUR_MS) });
  await page.goto('/dashboard');
  const card = page.getByTestId('trial-card');
  await expect(card).toHaveAttribute('data-state', 'expired');
  await expect(card).toHaveClass(/border-destructive/);
  await expect(card).toContainText('período de teste gratuito acabou');
  await expect(card).toContainText('Teste encerrado');
  await expect(page.getByTestId('payment-status')).toHaveText('Expirado');
  await shoot(page, 'dashboard-trial-expired');
  await card.getByRole('link', { name: 'Fazer upgrade' }).click();
  await expect(page).toHaveURL(/\/plans$/);
});

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('afilia.theme', value), theme);
}

for (const viewport of VIEWPORTS) {
  test(`purchase modal steps at ${viewport.width} px, light`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await useTheme(page, 'light');
    const email = await registerConfirmedProducer(page, request, 'Bruna Telas');
    await login(page, email, 'segredo123');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The trial plan for someone who never used the trial: struck-through price, 'grátis por 7 dias'.
    await page.goto('/plans');
    await choosePlan(page, 'iniciante');
    const dialog = purchaseDialog(page);
    await expect(dialog).toHaveAttribute('data-step', 'form');
    await expect(dialog.getByTestId('struck-price')).toHaveText('R$87/mês');
    await expect(dialog.getByText('grátis por 7 dias')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Iniciar teste grátis' })).toBeVisible();
    await shoot(page, 'purchase-trial-form', { fullPage: false });
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toHaveCount(0);

    await choosePlan(page, 'profissional');
    await expect(dialog).toHaveAttribute('data-step', 'form');
    await shoot(page, 'purchase-form', { fullPage: false });
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog).toHaveAttribute('data-step', 'checkout');
    await shoot(page, 'purchase-checkout', { fullPage: false });

    await fillTestCard(dialog, '4000000000000002');
    await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(dialog.getByTestId('payment-error')).toBeVisible();
    await shoot(page, 'purchase-checkout-error', { fullPage: false });

    await dialog.locator('input[name="cardNumber"]').fill('4242424242424242');
    await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(dialog).toHaveAttribute('data-step', 'success');
    await shoot(page, 'purchase-success', { fullPage: false });

    await dialog.getByRole('button', { name: 'Acessar minha conta' }).click();
    await expect(dialog).toHaveAttribute('data-step', 'redirect');
    await shoot(page, 'purchase-redirect', { fullPage: false });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('payment-status')).toHaveText('Ativo');
    await page.waitForLoadState('networkidle');
    await shoot(page, 'dashboard-paid');
  });

  test(`purchase modal form and checkout at ${viewport.width} px, dark`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await useTheme(page, 'dark');
    const email = await registerConfirmedProducer(page, request, 'Davi Escuro');
    await login(page, email, 'segredo123');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/plans');

    await choosePlan(page, 'iniciante');
    const dialog = purchaseDialog(page);
    await expect(dialog).toHaveAttribute('data-step', 'form');
    await shoot(page, 'purchase-trial-form', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await choosePlan(page, 'visionario');
    await expect(dialog).toHaveAttribute('data-step', 'form');
    await dialog.locator('input[name="fullName"]').fill('');
    await dialog.locator('input[name="email"]').fill('davi@');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog.getByText('Email inválido')).toBeVisible();
    await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
    await shoot(page, 'purchase-form', { fullPage: false });
    await dialog.locator('input[name="fullName"]').fill('Davi Escuro');
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog).toHaveAttribute('data-step', 'checkout');
    await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(dialog.getByText('Número do cartão inválido')).toBeVisible();
    await shoot(page, 'purchase-checkout', { fullPage: false });
    await fillTestCard(dialog, '4000000000000002');
    await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(dialog.getByTestId('payment-error')).toBeVisible();
    await shoot(page, 'purchase-checkout-error', { fullPage: false });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);

    // The free trial: no card step; success goes to the dashboard with the countdown.
    await choosePlan(page, 'iniciante');
    await expect(dialog).toHaveAttribute('data-step', 'form');
    await dialog.getByRole('button', { name: 'Iniciar teste grátis' }).click();
    await expect(dialog).toHaveAttribute('data-step', 'success');
    await expect(dialog.getByText('Teste grátis ativado!')).toBeVisible();
    await shoot(page, 'purchase-trial-success', { fullPage: false });
    await dialog.getByRole('button', { name: 'Acessar minha conta' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('trial-card')).toHaveAttribute('data-state', 'normal');
    await expect(page.getByTestId('trial-days-left')).toHaveText('7 dias restantes');
    await expect(page.getByTestId('payment-status')).toHaveText('Teste grátis');

    // Cancelling a trial ends it at once.
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Seu teste grátis do plano Iniciante será encerrado agora.');
    await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect(page.getByTestId('payment-status')).toHaveText('Cancelado');
    await expect(page.getByTestId('trial-card')).toHaveCount(0);
  });
}

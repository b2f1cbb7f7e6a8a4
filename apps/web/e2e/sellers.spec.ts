import type { Browser, Locator, Page } from '@playwright/test';
import { currentServer, expect, test } from './fixtures';
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
  uniqueEmail,
} from './support';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

function sellerRow(page: Page, text: string): Locator {
  return page.getByTestId('seller-row').filter({ hasText: text });
}

function search(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Buscar revendedores' });
}

async function openSellers(page: Page) {
  await page.getByRole('link', { name: 'Vendedores' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/sellers$/);
  await expect(page.getByRole('heading', { name: 'Meus Revendedores' })).toBeVisible();
}

async function chooseFilter(page: Page, name: string) {
  await page.getByTestId('seller-filter').click();
  await page.getByRole('menuitemradio', { name }).click();
}

/** `sellers.add` through the API with the logged-in page's cookies (same-origin `Origin` for CSRF). */
async function addSellerViaApi(page: Page, fullName: string, email = uniqueEmail('revenda')) {
  const response = await page.request.post('/trpc/sellers.add', {
    data: { json: { fullName, email, phone: '(11) 98765-4321', password: 'segredo123' } },
    headers: { origin: currentServer().origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** A second browser (its own cookies) for the seller, so the producer stays signed in on the first. */
async function sellerBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: currentServer().origin,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

test('a producer adds a seller, who signs in from the welcome email; blocked and deleted, they keep their account', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSellers(page);
  await expect(sellerRow(page, 'Renata Revendedora')).toContainText('revendedor@demo.afilia.app');

  // The add dialog refuses bad values with the form's messages.
  await page.getByTestId('add-seller').click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar revendedor' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar revendedor' }).click();
  await expect(dialog.getByText('Nome completo precisa ter pelo menos 2 caracteres.')).toBeVisible();
  await expect(dialog.getByText('Email inválido.')).toBeVisible();
  await expect(dialog.getByText('Número de telefone inválido.')).toBeVisible();
  await expect(dialog.getByText('Senha precisa ter pelo menos 8 caracteres.')).toBeVisible();

  const email = uniqueEmail('sandra');
  await dialog.getByLabel('Nome completo').fill('S');
  await dialog.getByLabel('Email').fill('sandra@');
  await dialog.getByLabel('Telefone').fill('11 9876');
  await dialog.locator('input[name="password"]').fill('123');
  await dialog.getByRole('button', { name: 'Adicionar revendedor' }).click();
  await expect(dialog.getByText('Nome completo precisa ter pelo menos 2 caracteres.')).toBeVisible();
  await expect(dialog.getByText('Email inválido.')).toBeVisible();
  await expect(dialog.getByText('Número de telefone inválido.')).toBeVisible();
  await expect(dialog.getByText('Senha precisa ter pelo menos 8 caracteres.')).toBeVisible();

  await dialog.getByLabel('Nome completo').fill('Sandra Seller');
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  await dialog.locator('input[name="password"]').fill('segredo123');
  // The password can be shown and hidden again.
  await dialog.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(dialog.locator('input[name="password"]')).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Ocultar senha' }).click();
  await expect(dialog.locator('input[name="password"]')).toHaveAttribute('type', 'password');
  await expect(dialog.getByText('Email inválido.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Adicionar revendedor' }).click();
  await expect(toast(page, 'Revendedor adicionado')).toContainText(email);
  await expect(dialog).toBeHidden();
  const row = sellerRow(page, email);
  await expect(row).toContainText('Sandra Seller');
  await expect(row).toContainText('Revendedor');
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('Nunca');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // The same email again gets the very same answer (adding tells nobody which emails have accounts): no
  // second account, and the owner is told instead. The success toast covers the button for a few seconds
  // (and stays while the pointer rests on it): move away and let it go first.
  await page.mouse.move(0, 0);
  await expect(toast(page, 'Revendedor adicionado')).toBeHidden({ timeout: 15_000 });
  await page.getByTestId('add-seller').click();
  await dialog.getByLabel('Nome completo').fill('Sandra Duplicada');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  await dialog.locator('input[name="password"]').fill('segredo123');
  await dialog.getByRole('button', { name: 'Adicionar revendedor' }).click();
  await expect(toast(page, 'Revendedor adicionado')).toContainText(email);
  await expect(dialog).toBeHidden();
  await latestEmail(request, email, 'accountExists');
  await expect(sellerRow(page, email)).toHaveCount(1);
  await expect(row).toContainText('Sandra Seller');

  // The welcome email opens the login on the Revendedor tab with the email filled in.
  const welcome = await latestEmail(request, email, 'sellerWelcome');
  const link = welcome.links.find((href) => href.includes('/login'));
  expect(link).toBe(`${currentServer().origin}/login?tab=reseller&email=${encodeURIComponent(email)}`);
  const seller = await sellerBrowserPage(browser);
  await seller.goto(link ?? '');
  await expect(seller.getByRole('tab', { name: 'Revendedor' })).toHaveAttribute('aria-selected', 'true');
  await expect(seller.locator('input[name="email"]')).toHaveValue(email);
  await expect(seller.locator('input[name="password"]')).toBeFocused();
  await seller.locator('input[name="password"]').fill('segredo123');
  await seller.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(seller).toHaveURL(/\/dashboard$/);
  await expect(seller.getByTestId('dashboard-title')).toHaveText('Dashboard');
  // A reseller has no 'Vendedores' item, and the page itself says so.
  await expect(seller.getByRole('link', { name: 'Vendedores' })).toHaveCount(0);
  await seller.goto('/dashboard/sellers');
  await expect(seller.getByTestId('no-permission')).toBeVisible();
  await seller.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
  await expect(seller).toHaveURL(/\/dashboard$/);

  // The producer finds them by a part of the email, in another case; the last access is now set.
  await search(page).fill(email.split('@')[0]?.toUpperCase() ?? '');
  await expect(page.getByTestId('seller-row')).toHaveCount(1);
  await expect(page.getByTestId('sellers-count')).toHaveText('1 revendedor');
  await expect(row).not.toContainText('Nunca');

  // Blocked: a producer's block is of the relationship (their links to this producer's products stop), never
  // of the account, which other producers may still pay: the seller stays signed in.
  await row.getByRole('button', { name: 'Bloquear Sandra Seller' }).click();
  // Blocking asks first; 'Cancelar' changes nothing.
  const confirmBlock = page.getByRole('alertdialog', { name: 'Bloquear revendedor?' });
  await expect(confirmBlock).toContainText(
    'Os links de Sandra Seller para os seus produtos param de funcionar',
  );
  await confirmBlock.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmBlock).toHaveCount(0);
  await expect(row).not.toContainText('Suspenso');
  await row.getByRole('button', { name: 'Bloquear Sandra Seller' }).click();
  await confirmBlock.getByRole('button', { name: 'Bloquear' }).click();
  await expect(toast(page, 'Revendedor bloqueado')).toContainText(
    'Os links de Sandra Seller para os seus produtos pararam de funcionar.',
  );
  await expect(row).toContainText('Suspenso');
  await seller.getByRole('link', { name: 'Relatórios' }).first().click();
  await expect(seller).toHaveURL(/\/dashboard\/reports$/);

  // Tabs and filters: a suspended seller is neither Ativo nor Pendente.
  await page.getByRole('tab', { name: 'Ativos' }).click();
  await expect(page.getByTestId('sellers-empty')).toContainText('Nenhum revendedor encontrado');
  await page.getByRole('tab', { name: 'Pendentes' }).click();
  await expect(page.getByTestId('sellers-empty')).toContainText('Nenhum revendedor encontrado');
  await page.getByRole('tab', { name: 'Todos' }).click();
  await expect(row).toBeVisible();
  await chooseFilter(page, 'Suspensos');
  await expect(page.getByTestId('seller-filter')).toHaveText('Filtro: Suspensos');
  await expect(row).toBeVisible();
  await chooseFilter(page, 'Ativos');
  await expect(page.getByTestId('sellers-empty')).toBeVisible();
  await chooseFilter(page, 'Mostrar todos');
  await expect(row).toBeVisible();

  // Unblocked: their links work again.
  await row.getByRole('button', { name: 'Desbloquear Sandra Seller' }).click();
  await expect(toast(page, 'Revendedor desbloqueado')).toContainText(
    'Os links de Sandra Seller para os seus produtos voltaram a funcionar.',
  );
  await expect(row).toContainText('Ativo');
  await page.getByRole('tab', { name: 'Ativos' }).click();
  await expect(row).toBeVisible();

  // Edit: the dialog opens with their data and checks the name too; the login email is theirs, read-only.
  await row.getByRole('button', { name: 'Editar Sandra Seller' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar revendedor' });
  await expect(edit.getByLabel('Nome completo')).toHaveValue('Sandra Seller');
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await expect(edit.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(edit).toContainText('O email de acesso pertence ao revendedor e não pode ser alterado aqui.');
  await expect(edit.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await expect(edit.locator('input[name="password"]')).toHaveCount(0);
  await edit.getByLabel('Nome completo').fill(' ');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit.getByText('Nome completo precisa ter pelo menos 2 caracteres.')).toBeVisible();
  await edit.getByLabel('Nome completo').fill('Sandra Souza');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Revendedor atualizado')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Sandra Souza');

  // Delete asks first (it ends the referral, not the account); cancelling keeps them.
  await row.getByRole('button', { name: 'Excluir Sandra Souza' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir revendedor?' });
  await expect(confirm).toContainText(email);
  await expect(confirm).toContainText('a conta dele continua na Afilia');
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Excluir Sandra Souza' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Revendedor excluído')).toBeVisible();
  await expect(page.getByTestId('seller-row')).toHaveCount(0);
  await expect(page.getByTestId('sellers-empty')).toContainText('Nenhum revendedor encontrado');
  await page.getByRole('button', { name: 'Limpar busca e filtros' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(page.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
  await expect(sellerRow(page, 'Renata Revendedora')).toBeVisible();

  // The seller is no longer this producer's, but keeps their account and stays signed in.
  await seller.getByRole('link', { name: 'Configurações' }).first().click();
  await expect(seller).toHaveURL(/\/dashboard\/settings$/);
  await seller.context().close();
});

test("a producer invites by email from 'Meus Revendedores', resends and revokes; the admin sees it under 'Pendentes'", async ({
  page,
  request,
  browser,
}) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await page.goto('/dashboard/sellers');
  // 'Convidar por email' is the first way in; 'Adicionar revendedor' the second.
  const header = page.getByRole('button', { name: /^(Convidar por email|Adicionar revendedor)$/ });
  await expect(header.nth(0)).toHaveText('Convidar por email');
  await expect(header.nth(1)).toHaveText('Adicionar revendedor');

  const email = uniqueEmail('convite');
  await header.nth(0).click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog).toHaveCount(0);
  const sent = page.getByTestId('sent-invitation').filter({ hasText: email });
  await expect(sent).toBeVisible();
  await expect(sent.getByTestId('invitation-status')).toHaveText('Aguardando');
  const firstLink = (await latestEmail(request, email, 'invitation')).links[0] ?? '';
  for (const theme of SWEEP_THEMES) {
    await page.evaluate((value) => localStorage.setItem('afilia.theme', value), theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(sent).toBeVisible();
      await shoot(page, 'sellers-invitations');
    }
  }

  // Sending again at once is refused; the invitation stays as it was.
  await sent.getByRole('button', { name: `Reenviar convite para ${email}` }).click();
  await expect(toast(page, 'Este convite acabou de ser enviado')).toBeVisible();

  // The admin's 'Pendentes' tab lists it among the invitations waiting for an answer.
  const adminContext = await browser.newContext({ baseURL: currentServer().origin, locale: 'pt-BR' });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO.admin, DEMO_PASSWORD);
  await adminPage.goto('/dashboard/users?tab=pending');
  await expect(adminPage.getByTestId('sent-invitation').filter({ hasText: email })).toBeVisible();
  expect(Number(await adminPage.getByTestId('users-tab-count-pending').textContent())).toBeGreaterThan(0);
  await adminContext.close();

  await sent.getByRole('button', { name: `Revogar convite de ${email}` }).click();
  await expect(toast(page, 'Convite revogado')).toBeVisible();
  await expect(sent).toHaveCount(0);
  // The revoked link no longer opens the invitation.
  await page.goto(firstLink);
  await expect(page.getByText('Link de convite inválido ou expirado.')).toBeVisible();
});

test('search is case-insensitive on the name or the email, on the server', async ({ page }) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const run = Date.now().toString(36);
  await addSellerViaApi(page, `Bruno Busca ${run}`, `bruno.${run}@example.com`);
  await openSellers(page);

  await search(page).fill(`bRuNo BUSCA ${run}`);
  await expect(page.getByTestId('seller-row')).toHaveCount(1);
  await expect(sellerRow(page, `bruno.${run}@example.com`)).toBeVisible();
  await search(page).fill(`${run}@EXAMPLE`);
  await expect(page.getByTestId('seller-row')).toHaveCount(1);
  await search(page).fill('revendedor@DEMO');
  await expect(page.getByTestId('seller-row')).toHaveCount(1);
  await expect(sellerRow(page, 'Renata Revendedora')).toBeVisible();
  await search(page).fill('ninguém-com-este-nome');
  await expect(page.getByTestId('sellers-empty')).toContainText('Nenhum revendedor encontrado');
  await search(page).fill('');
  await expect(page.getByTestId('seller-row')).not.toHaveCount(0);
  await expect(page.getByTestId('sellers-count')).toHaveText(/^\d+ revendedores$/);
});

test("a seller's login email is read-only for the producer", async ({ page, request }) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const run = Date.now().toString(36);
  const email = await addSellerViaApi(page, `Tina Troca ${run}`);
  await openSellers(page);
  await search(page).fill(`Tina Troca ${run}`);
  const row = sellerRow(page, email);
  await row.getByRole('button', { name: `Editar Tina Troca ${run}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar revendedor' });
  const field = edit.getByLabel('Email');
  await expect(field).toHaveValue(email);
  await expect(field).toHaveAttribute('readonly', '');
  // Typing into it changes nothing; the save keeps the email and mails no one.
  await field.pressSequentially('x', { timeout: 2_000 }).catch(() => undefined);
  await expect(field).toHaveValue(email);
  await edit.getByLabel('Telefone').fill('(21) 99876-5432');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Revendedor atualizado')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toBeVisible();
  await expect((await latestEmail(request, email)).template).toBe('sellerWelcome');
});

test('a failed list load shows the error with a retry', async ({ page }) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.route(/\/trpc\/[^?]*sellers\.list/, (route) => route.abort('failed'));
  await page.goto('/dashboard/sellers');
  await expect(page.getByTestId('sellers-loading')).toBeVisible();
  const failure = page.getByTestId('sellers-load-error');
  await expect(failure).toHaveText('Erro ao carregar revendedores. Tente novamente mais tarde.', {
    timeout: 15_000,
  });
  await expect(toast(page, 'Erro ao carregar revendedores. Tente novamente mais tarde.')).toBeVisible();
  await shoot(page, 'sellers-load-error');
  await page.unroute(/\/trpc\/[^?]*sellers\.list/);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(sellerRow(page, 'Renata Revendedora')).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('without a plan a producer cannot add sellers: the message links to the plans', async ({
  page,
  request,
}) => {
  const email = await registerConfirmedProducer(page, request, 'Sem Plano Silva');
  await login(page, email, 'segredo123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSellers(page);
  await expect(page.getByTestId('sellers-empty')).toContainText('Nenhum revendedor encontrado');
  // The screen says so before any attempt: no plan, the header's ways in disabled, the plans a click away.
  await expect(page.getByTestId('plan-usage')).toContainText('Você está sem um plano ativo');
  await expect(page.getByTestId('invite-seller')).toBeDisabled();
  await expect(page.getByTestId('add-seller')).toBeDisabled();
  // The server refuses too, whatever the screen shows.
  await page.getByTestId('sellers-empty').getByRole('button', { name: 'Adicionar revendedor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar revendedor' });
  await dialog.getByLabel('Nome completo').fill('Revendedor Sem Plano');
  await dialog.getByLabel('Email').fill(uniqueEmail('semplano'));
  await dialog.getByLabel('Telefone').fill('(21) 99876-5432');
  await dialog.locator('input[name="password"]').fill('segredo123');
  await dialog.getByRole('button', { name: 'Adicionar revendedor' }).click();
  await expect(toast(page, 'Erro ao adicionar vendedor')).toContainText('Assine um plano para continuar.');
  const failure = dialog.getByTestId('seller-submit-error');
  await expect(failure).toContainText('Assine um plano para continuar.');
  await expect(failure.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/plans');
  await failure.getByRole('link', { name: 'Ver planos' }).click();
  await expect(page).toHaveURL(/\/plans$/);
});

test('the login page honours ?tab, ?email and returnTo', async ({ page }) => {
  await page.goto('/login?tab=reseller&email=alguem%40example.com');
  await expect(page.getByRole('tab', { name: 'Revendedor' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('input[name="email"]')).toHaveValue('alguem@example.com');

  await page.goto(
    `/login?tab=producer&email=${encodeURIComponent(DEMO.producer)}&returnTo=${encodeURIComponent('/dashboard/sellers')}`,
  );
  await expect(page.getByRole('tab', { name: 'Produtor' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('input[name="email"]')).toHaveValue(DEMO.producer);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/sellers$/);
  await expect(page.getByRole('heading', { name: 'Meus Revendedores' })).toBeVisible();
});

test('screenshots of the sellers screen at 1280 and 390 px, in the sweep themes', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const run = Date.now().toString(36);
  await addSellerViaApi(page, 'Carla Mendonça de Albuquerque Figueiredo', `carla.${run}@example.com`);
  await addSellerViaApi(page, 'João Pedro Lima', `joao.pedro.${run}@uma-loja-com-nome-bem-comprido.com.br`);
  const blocked = await addSellerViaApi(page, 'Marina Rocha', `marina.${run}@example.com`);
  await page.goto('/dashboard/sellers');
  await search(page).fill(blocked);
  await sellerRow(page, 'Marina Rocha').getByRole('button', { name: 'Bloquear Marina Rocha' }).click();
  await page
    .getByRole('alertdialog', { name: 'Bloquear revendedor?' })
    .getByRole('button', { name: 'Bloquear' })
    .click();
  await expect(toast(page, 'Revendedor bloqueado')).toBeVisible();

  // A producer without sellers, in a browser of their own, for the empty state.
  const fresh = await browser.newContext({ baseURL: currentServer().origin, locale: 'pt-BR' });
  const emptyPage = await fresh.newPage();
  const empty = await registerConfirmedProducer(emptyPage, request, 'Elisa Vazia');
  await login(emptyPage, empty, 'segredo123');
  await expect(emptyPage).toHaveURL(/\/dashboard$/);

  const noOverflow = async (target: Page, where: string) => {
    const overflow = await target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${where}`).toBeLessThanOrEqual(0);
  };

  for (const theme of SWEEP_THEMES) {
    await page.evaluate((value) => localStorage.setItem('afilia.theme', value), theme);
    await emptyPage.evaluate((value) => localStorage.setItem('afilia.theme', value), theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/sellers');
      await expect(
        page.getByTestId(viewport.width < 768 ? 'seller-card' : 'seller-row').first(),
      ).toBeVisible();
      await expect(page.getByTestId('sellers-count')).toHaveText(/^\d+ revendedores$/);
      await page.waitForLoadState('networkidle');
      await noOverflow(page, 'the list');
      await shoot(page, 'sellers-list');

      await page.getByTestId('seller-filter').click();
      await expect(page.getByRole('menuitemradio', { name: 'Suspensos' })).toBeVisible();
      await shoot(page, 'sellers-filter-menu', { fullPage: false });
      await page.keyboard.press('Escape');

      await page.getByTestId('add-seller').click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar revendedor' });
      await dialog.getByRole('button', { name: 'Adicionar revendedor' }).click();
      await expect(dialog.getByText('Senha precisa ter pelo menos 8 caracteres.')).toBeVisible();
      await shoot(page, 'sellers-add-dialog', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await sellerRowOrCard(page, 'João Pedro Lima')
        .getByRole('button', { name: 'Editar João Pedro Lima' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Editar revendedor' })).toBeVisible();
      await shoot(page, 'sellers-edit-dialog', { fullPage: false });
      await page
        .getByRole('dialog', { name: 'Editar revendedor' })
        .getByRole('button', { name: 'Cancelar' })
        .click();

      await emptyPage.setViewportSize(viewport);
      await emptyPage.goto('/dashboard/sellers');
      await expect(emptyPage.getByTestId('sellers-empty')).toBeVisible();
      await emptyPage.waitForLoadState('networkidle');
      await noOverflow(emptyPage, 'the empty state');
      await shoot(emptyPage, 'sellers-empty');
    }
  }
  // Between the breakpoints (768–1023 px) the table folds the email and the role into other columns.
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/dashboard/sellers');
  await expect(page.getByTestId('seller-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await noOverflow(page, 'the list at 900 px');
  await shoot(page, 'sellers-list');
  await fresh.close();
});

function sellerRowOrCard(page: Page, text: string): Locator {
  return page.locator('[data-testid="seller-row"], [data-testid="seller-card"]').filter({ hasText: text });
}

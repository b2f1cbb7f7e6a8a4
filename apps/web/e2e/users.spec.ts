import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
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

const NEW_PASSWORD = 'segredo123';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The table row (from 768 px) or the card (below) of a user. */
function userRow(page: Page, email: string): Locator {
  return page.locator(
    `[data-testid="user-row"][data-email="${email}"], [data-testid="user-card"][data-email="${email}"]`,
  );
}

function tabCount(page: Page, tab: string): Locator {
  return page.getByTestId(`users-tab-count-${tab}`);
}

async function readCount(page: Page, tab: string): Promise<number> {
  return Number(await tabCount(page, tab).innerText());
}

async function openUsers(page: Page) {
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Usuários' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando usuários...' })).toHaveCount(0);
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(text);
}

async function openRowMenu(page: Page, email: string) {
  await userRow(page, email).getByTestId('user-actions').click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function loginAsAdmin(page: Page) {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fills and submits /accept-invitation, which signs the new user in. */
async function acceptInvitation(page: Page, link: string, fullName: string) {
  await page.goto(link);
  await expect(page.getByText('Aceitar convite').first()).toBeVisible();
  await page.locator('input[name="fullName"]').fill(fullName);
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
  // The terms must be accepted, as at sign-up.
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Você precisa aceitar os termos' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** `users.invite` with the admin page's session, then the invitation link from the outbox. */
async function inviteViaApi(
  page: Page,
  request: APIRequestContext,
  email: string,
  role: 'admin' | 'producer' | 'reseller',
): Promise<string> {
  const response = await page.request.post('/trpc/users.invite', {
    data: { json: { email, role } },
    headers: { origin: currentServer().origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const invitation = await latestEmail(request, email, 'invitation');
  return invitation.links[0] ?? '';
}

/** A new active user (invited by the admin and accepted in a separate browser), signed in there. */
async function newSignedInUser(
  browser: Browser,
  adminPage: Page,
  request: APIRequestContext,
  role: 'producer' | 'reseller',
  fullName: string,
) {
  const email = uniqueEmail(fullName.split(' ')[0]?.toLowerCase() ?? 'usuario');
  const link = await inviteViaApi(adminPage, request, email, role);
  const context = await browser.newContext({ baseURL: currentServer().origin, locale: 'pt-BR' });
  const page = await context.newPage();
  await acceptInvitation(page, link, fullName);
  return { email, fullName, context, page };
}

test('the admin invites a producer, who accepts and later signs in with their password', async ({
  page,
  browser,
  request,
}) => {
  await loginAsAdmin(page);
  await openUsers(page);
  await expect(page.getByTestId('users-tab-description')).toHaveText(
    'Todos os usuários cadastrados na plataforma, de todas as funções e status.',
  );

  const email = uniqueEmail('produtora');
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await expect(dialog.getByRole('heading', { name: 'Convidar usuário' })).toBeVisible();
  await expect(dialog.getByTestId('invite-role')).toHaveText('Revendedor');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.getByTestId('invite-role').click();
  await expect(page.getByRole('option', { name: 'Administrador' })).toBeVisible();
  await page.getByRole('option', { name: 'Produtor' }).click();
  await expect(dialog.getByTestId('invite-role')).toHaveText('Produtor');
  await shoot(page, 'users-invite-dialog-filled', { fullPage: false });
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, 'Convite enviado')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The dialog opens again empty, with the default role.
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  await expect(dialog.locator('input[name="email"]')).toHaveValue('');
  await expect(dialog.getByTestId('invite-role')).toHaveText('Revendedor');
  // An address that already has an account gets the same answer (nothing tells it apart); its owner is
  // emailed a notice instead of an invitation.
  await dialog.locator('input[name="email"]').fill(DEMO.producer);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, 'Convite enviado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await latestEmail(request, DEMO.producer, 'invitationAccountExists');

  const invitation = await latestEmail(request, email, 'invitation');
  expect(invitation.subject).toContain('Ana Administradora');
  const context = await browser.newContext({ baseURL: currentServer().origin, locale: 'pt-BR' });
  const producer = await context.newPage();
  await acceptInvitation(producer, invitation.links[0] ?? '', 'Priscila Produtora');
  await expect(producer.locator('aside').getByRole('link', { name: 'Produtos', exact: true })).toBeVisible();

  // Later: a new visit, signing in with the password chosen on the invitation page.
  await context.clearCookies();
  await login(producer, email, NEW_PASSWORD, 'Produtor');
  await expect(producer).toHaveURL(/\/dashboard$/);
  await expect(producer.locator('aside').getByRole('link', { name: 'Produtos', exact: true })).toBeVisible();
  await context.close();

  // The admin finds the new producer, with a last access.
  await page.reload();
  await search(page, email);
  const row = userRow(page, email);
  await expect(row).toContainText('Priscila Produtora');
  await expect(row).toContainText('Produtor');
  await expect(row).toContainText('Ativo');
  await expect(row).not.toContainText('Nunca');
  await expect(page.getByTestId('users-count')).toHaveText('1 usuário encontrado');
});

test("changing a user's role ends their session and gives them the new role's dashboard", async ({
  page,
  browser,
  request,
}) => {
  await loginAsAdmin(page);
  const user = await newSignedInUser(browser, page, request, 'reseller', 'Rafael Revendedor');
  const aside = user.page.locator('aside');
  await expect(aside.getByRole('link', { name: 'Produtos Afiliados' })).toBeVisible();
  await expect(aside.getByRole('link', { name: 'Produtos', exact: true })).toHaveCount(0);

  await openUsers(page);
  await search(page, user.email);
  await expect(userRow(page, user.email)).toContainText('Revendedor');
  await openRowMenu(page, user.email);
  await expect(page.getByRole('menuitemradio', { name: /Revendedor/ })).toBeDisabled();
  await page.getByRole('menuitemradio', { name: 'Produtor' }).click();
  await expect(toast(page, 'Função atualizada')).toContainText(
    'A função de Rafael Revendedor agora é Produtor.',
  );
  await expect(userRow(page, user.email)).toContainText('Produtor');

  // Their open session is over: the next page load goes to the login page.
  await user.page.reload();
  await expect(user.page).toHaveURL(/\/login/);
  await login(user.page, user.email, NEW_PASSWORD, 'Produtor');
  await expect(user.page).toHaveURL(/\/dashboard$/);
  await expect(aside.getByRole('link', { name: 'Produtos', exact: true })).toBeVisible();
  await expect(aside.getByRole('link', { name: 'Produtos Afiliados' })).toHaveCount(0);
  await user.context.close();

  // The admin cannot demote, suspend or remove themselves.
  await search(page, DEMO.admin);
  await openRowMenu(page, DEMO.admin);
  await expect(page.getByRole('menuitemradio', { name: 'Produtor' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Suspender' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Remover' })).toBeDisabled();
  await expect(page.getByRole('menu')).toContainText(
    'Você não pode alterar a função, suspender ou remover a sua própria conta.',
  );
  await page.keyboard.press('Escape');
});

test('the admin suspends, reactivates, edits, messages and removes a user; tabs count and search', async ({
  page,
  browser,
  request,
}) => {
  await loginAsAdmin(page);
  const user = await newSignedInUser(browser, page, request, 'reseller', 'Sofia Suspensa');
  await user.context.close();
  await openUsers(page);

  // The tab counts add up: every user has exactly one role.
  const all = await readCount(page, 'all');
  const byRole =
    (await readCount(page, 'admin')) +
    (await readCount(page, 'producer')) +
    (await readCount(page, 'reseller'));
  expect(byRole).toBe(all);
  const suspendedBefore = await readCount(page, 'suspended');
  await expect(page.getByTestId('users-count')).toHaveText(`${all} usuários encontrados`);

  // Search is on the server: one match, and the counts follow it.
  await search(page, user.email);
  await expect(page.getByTestId('users-count')).toHaveText('1 usuário encontrado');
  await expect(tabCount(page, 'all')).toHaveText('1');
  await expect(tabCount(page, 'reseller')).toHaveText('1');
  await expect(tabCount(page, 'admin')).toHaveText('0');
  let row = userRow(page, user.email);
  await expect(row).toContainText('Sofia Suspensa');

  await openRowMenu(page, user.email);
  await expect(page.getByRole('menuitem', { name: 'Reativar' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Suspender' }).click();
  const confirmSuspend = page.getByRole('alertdialog', { name: 'Suspender usuário?' });
  await expect(confirmSuspend).toContainText('Sofia Suspensa não conseguirá mais entrar');
  await confirmSuspend.getByRole('button', { name: 'Suspender' }).click();
  await expect(confirmSuspend).toHaveCount(0);
  await expect(toast(page, 'Status atualizado')).toContainText('O acesso de Sofia Suspensa foi suspenso.');
  await expect(row).toContainText('Suspenso');
  await expect(tabCount(page, 'suspended')).toHaveText('1');
  await expect(tabCount(page, 'active')).toHaveText('0');

  // The suspended tab lists them, with its own description.
  await page.getByTestId('users-tab-suspended').click();
  await expect(page).toHaveURL(/tab=suspended/);
  await expect(page.getByTestId('users-tab-description')).toHaveText(
    'Usuários com o acesso bloqueado. Reative-os para liberar o acesso novamente.',
  );
  await expect(row).toBeVisible();
  await search(page, '');
  await expect(tabCount(page, 'suspended')).toHaveText(String(suspendedBefore + 1));
  await search(page, user.email);

  await openRowMenu(page, user.email);
  await expect(page.getByRole('menuitem', { name: 'Suspender' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Reativar' }).click();
  await expect(toast(page, 'Status atualizado')).toContainText('foi liberado novamente');
  // No longer suspended: the tab is empty for this search.
  await expect(page.getByTestId('users-empty')).toContainText('Nenhum usuário encontrado');
  await page.getByTestId('users-tab-all').click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(row).toContainText('Ativo');

  // Editar perfil: a taken email is refused with the server's reason, then the change is saved.
  await openRowMenu(page, user.email);
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  const edit = page.getByTestId('edit-user-dialog');
  await expect(edit.locator('input[name="fullName"]')).toHaveValue('Sofia Suspensa');
  await expect(edit.locator('input[name="email"]')).toHaveValue(user.email);
  await edit.locator('input[name="email"]').fill(DEMO.producer);
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Erro ao atualizar usuário')).toContainText(
    'Este email já pertence a uma conta da Afilia.',
  );
  await edit.locator('input[name="email"]').fill(user.email);
  await edit.locator('input[name="fullName"]').fill('Sofia Souza');
  await edit.locator('input[name="phone"]').fill('+55 21 98888-7777');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Usuário atualizado')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Sofia Souza');

  // A new email waits for its owner: the current address approves, then the new address confirms.
  const newEmail = uniqueEmail('sofia.nova');
  await openRowMenu(page, user.email);
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  await expect(edit).toContainText('Um novo email só vale depois que o dono aprovar');
  await edit.locator('input[name="email"]').fill(newEmail);
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Pedido enviado ao email atual')).toContainText(newEmail);
  await expect(edit).toBeHidden();
  await expect(row).toBeVisible();
  const owner = await (
    await browser.newContext({ baseURL: currentServer().origin, locale: 'pt-BR' })
  ).newPage();
  const approval = await latestEmail(request, user.email, 'emailChangeApproval');
  expect(approval.subject).toBe('Aprove a troca do email da sua conta na Afilia');
  await owner.goto(approval.links[0] ?? '');
  await expect(owner.getByRole('button', { name: 'Aprovar troca' })).toBeVisible();
  await shoot(owner, 'approve-email-change');
  await owner.getByRole('button', { name: 'Aprovar troca' }).click();
  await expect(owner.getByTestId('approve-email-change-approved')).toBeVisible();
  // The link works once.
  await owner.reload();
  await owner.getByRole('button', { name: 'Aprovar troca' }).click();
  await expect(owner.getByTestId('approve-email-change-invalid')).toContainText(
    'Este link de troca de email é inválido, expirou ou já foi usado.',
  );
  const confirmation = await latestEmail(request, newEmail, 'emailChangeConfirm');
  await owner.goto(confirmation.links[0] ?? '');
  await expect(owner.getByTestId('confirm-email-change-success')).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Email alterado!' })).toBeVisible();
  await shoot(owner, 'confirm-email-change-success');
  await owner.reload();
  await expect(owner.getByTestId('confirm-email-change-invalid')).toContainText(
    'Este link de troca de email é inválido, expirou ou já foi usado.',
  );
  await owner.context().close();
  user.email = newEmail;
  row = userRow(page, newEmail);
  await search(page, newEmail);
  await expect(row).toContainText('Sofia Souza');

  // Enviar mensagem: the email reaches the user through the outbox.
  await openRowMenu(page, user.email);
  await page.getByRole('menuitem', { name: 'Enviar mensagem' }).click();
  const message = page.getByTestId('send-message-dialog');
  await expect(message).toContainText(user.email);
  await message.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(message.getByText('Campo obrigatório').first()).toBeVisible();
  await message.locator('input[name="subject"]').fill('Boas-vindas à equipe');
  await message.locator('textarea[name="message"]').fill('Olá, Sofia! Seu acesso está liberado.');
  await message.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(toast(page, 'Mensagem enviada')).toContainText(user.email);
  await expect(message).toBeHidden();
  const sent = await latestEmail(request, user.email, 'directMessage');
  expect(sent.subject).toBe('Ana Administradora: Boas-vindas à equipe');

  // Remover: asks first; cancelling keeps the user.
  await openRowMenu(page, user.email);
  await page.getByRole('menuitem', { name: 'Remover' }).click();
  const confirm = page.getByTestId('remove-user-dialog');
  await expect(confirm).toContainText(
    'Tem certeza que deseja remover este usuário? Esta ação não pode ser desfeita.',
  );
  await shoot(page, 'users-remove-dialog', { fullPage: false });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toBeVisible();
  await openRowMenu(page, user.email);
  await page.getByRole('menuitem', { name: 'Remover' }).click();
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(page, 'Usuário removido')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('users-empty')).toContainText('Nenhum usuário encontrado');
  await search(page, '');
  await expect(tabCount(page, 'all')).toHaveText(String(all - 1));

  // The removed account can no longer sign in.
  const gone = await request.post('/trpc/auth.login', {
    data: { json: { email: user.email, password: NEW_PASSWORD, userType: 'reseller' } },
    headers: { origin: currentServer().origin },
  });
  expect(gone.ok()).toBe(false);
});

test('the demo producer sees only their resellers, without row actions', async ({ page }) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openUsers(page);
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: /Revendedores/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('users-tab-description')).toContainText(
    'Revendedores vinculados à sua conta',
  );
  const row = userRow(page, DEMO.reseller);
  await expect(row).toContainText('Renata Revendedora');
  await expect(page.getByTestId('user-actions')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
  await expect(page.getByText(DEMO.admin)).toHaveCount(0);
  await shoot(page, 'users-producer');

  // A producer invites resellers only.
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await expect(dialog.getByTestId('invite-role')).toHaveText('Revendedor');
  await expect(dialog.getByTestId('invite-role')).toBeDisabled();
  await expect(dialog).toContainText('Produtores podem convidar apenas revendedores.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await search(page, 'ninguem-com-este-nome');
  await expect(page.getByTestId('users-empty')).toContainText('Nenhum usuário encontrado');
});

test('a new producer without resellers is told so and can invite one', async ({ page, request }) => {
  const email = await registerConfirmedProducer(page, request, 'Nina Novata');
  await login(page, email, 'segredo123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openUsers(page);
  const empty = page.getByTestId('users-empty');
  await expect(empty).toContainText('Você ainda não tem revendedores');
  await expect(empty).toContainText('Convide revendedores');
  await shoot(page, 'users-producer-empty');
  await empty.getByRole('button', { name: 'Convidar usuário' }).click();
  await expect(page.getByTestId('invite-dialog').getByTestId('invite-role')).toHaveText('Revendedor');
});

test('a reseller opening the page sees that they have no permission', async ({ page }) => {
  await signIn(page, DEMO.reseller, DEMO_PASSWORD, 'Revendedor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/users');
  await expect(page.getByTestId('no-permission')).toContainText('Sem permissão');
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Usuários' })).toHaveCount(0);
});

for (const theme of SWEEP_THEMES) {
  for (const viewport of VIEWPORTS) {
    test(`user management at ${viewport.width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('afilia.theme', value), theme);
      await loginAsAdmin(page);
      await openUsers(page);
      const rows = page.locator('[data-testid="user-row"], [data-testid="user-card"]');
      await expect(rows.first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      await shoot(page, 'users-list');

      await rows.filter({ hasNotText: DEMO.admin }).first().getByTestId('user-actions').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shoot(page, 'users-row-menu', { fullPage: false });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Convidar usuário' }).click();
      await expect(page.getByTestId('invite-dialog')).toBeVisible();
      await shoot(page, 'users-invite-dialog', { fullPage: false });
      await page.getByTestId('invite-dialog').getByRole('button', { name: 'Cancelar' }).click();

      await search(page, 'ninguem-com-este-nome');
      await expect(page.getByTestId('users-empty')).toBeVisible();
      await shoot(page, 'users-empty');

      await search(page, '');
      if (viewport.width < 768) {
        // On a phone the seven tabs are a select, with their counts.
        await page.getByTestId('users-tab-select').click();
        await page.getByRole('option', { name: /^Pendentes \(\d+\)$/ }).click();
      } else await page.getByTestId('users-tab-pending').click();
      await expect(page.getByTestId('users-tab-description')).toContainText('ainda não concluíram');
      await shoot(page, 'users-pending-tab');
    });
  }
}

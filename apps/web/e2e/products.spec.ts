import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { currentServer, expect, test } from './fixtures';
import { gradientPng } from './png';
import {
  DEMO,
  DEMO_PASSWORD,
  login,
  registerConfirmedProducer,
  SWEEP_THEMES,
  shoot,
  signIn,
  toast,
} from './support';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** A producer who signed up with the free trial (Iniciante: up to 3 products), confirmed and logged in. */
async function loginAsNewTrialProducer(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<string> {
  const email = await registerConfirmedProducer(page, request, name, 'segredo123', { freeTrial: true });
  await login(page, email, 'segredo123');
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

interface CreatedProduct {
  id: string;
  productCode: string;
  title: string;
}

/** `products.create` through the API with the logged-in page's cookies (same-origin `Origin` for CSRF). */
async function createProductViaApi(page: Page, input: Record<string, unknown>): Promise<CreatedProduct> {
  const response = await page.request.post('/trpc/products.create', {
    data: { json: input },
    headers: { origin: currentServer().origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: CreatedProduct } } };
  return body.result.data.json;
}

/** Uploads a picture through `POST /api/uploads/product-images` and returns its public path. */
async function uploadImageViaApi(page: Page, color: [number, number, number]): Promise<string> {
  const response = await page.request.post('/api/uploads/product-images', {
    headers: { origin: currentServer().origin },
    multipart: { file: { name: 'capa.png', mimeType: 'image/png', buffer: gradientPng(160, 120, color) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

function footer(page: Page): Locator {
  return page.getByTestId('products-footer');
}

test('a producer creates a product with an uploaded image and file, then edits, duplicates and deletes it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: currentServer().origin });
  await loginAsNewTrialProducer(page, request, 'Fernanda Fotógrafa');

  await page.getByRole('link', { name: 'Produtos', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  await expect(page.getByText('Nenhum produto cadastrado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atualizar lista' })).toBeVisible();

  await page.getByTestId('view-form').click();
  await expect(page).toHaveURL(/\/dashboard\/products\/add$/);
  const form = page.getByTestId('product-form');
  const code = (await form.getByTestId('product-code').innerText()).trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
  await expect(form.getByText('Tamanho recomendado: 600x600 pixels.')).toBeVisible();

  // Saving without an image is refused with the form's messages.
  await form.locator('input[name="title"]').fill('Curso de Fotografia E2E');
  await form.getByTestId('product-submit').click();
  await expect(form.getByText('Pelo menos uma imagem é obrigatória para o produto.')).toBeVisible();
  await expect(form.getByText('Pelo menos uma imagem é obrigatória', { exact: true })).toBeVisible();

  await form.locator('textarea[name="description"]').fill('Aprenda a fotografar do zero ao profissional.');
  await form.locator('#product-category').click();
  await page.getByRole('option', { name: 'Curso Digital' }).click();
  await form.locator('input[name="email"]').fill('nao-e-email');
  await form.locator('input[name="phone"]').fill('(11) 98765-4321');

  // The image row: upload a picture, which fills the URL and shows the preview.
  await form.getByTestId('image-file-0').setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: gradientPng(120, 90, [79, 70, 229]),
  });
  await expect(form.locator('input[name="imageLinks.0.url"]')).toHaveValue(
    /^\/files\/product-images\/[\w.-]+$/,
  );
  await expect(form.getByRole('img', { name: 'Pré-visualização da imagem 1' })).toBeVisible();

  // A second image row with a link that does not load shows the placeholder; it can be removed again.
  await form.getByRole('button', { name: 'Adicionar imagem' }).click();
  await form
    .locator('input[name="imageLinks.1.url"]')
    .fill(`${currentServer().origin}/files/product-images/nao-existe.png`);
  await expect(form.getByTestId('image-placeholder-error')).toBeVisible();
  await form.getByRole('button', { name: 'Remover imagem 2' }).click();
  await expect(form.getByRole('button', { name: 'Remover imagem 1' })).toBeDisabled();

  // The download row: upload a file; its name becomes the title.
  await form.getByRole('tab', { name: /Downloads/ }).click();
  await form.getByTestId('download-file-0').setInputFiles({
    name: 'apostila.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Apostila de fotografia\n%%EOF\n'),
  });
  await expect(form.locator('input[name="downloadLinks.0.url"]')).toHaveValue(
    /^\/files\/product-files\/[\w.-]+$/,
  );
  await expect(form.locator('input[name="downloadLinks.0.title"]')).toHaveValue('apostila.pdf');

  // A bad YouTube link is refused; a valid one shows the embedded preview.
  await form.getByRole('tab', { name: /YouTube/ }).click();
  await form.locator('input[name="youtubeVideos.0.url"]').fill('https://vimeo.com/123');
  await form.getByTestId('product-submit').click();
  await expect(form.getByText('Por favor informe um e-mail válido.')).toBeVisible();
  await form.locator('input[name="email"]').fill('contato@fotografia.com.br');
  await form.getByTestId('product-submit').click();
  await expect(form.getByText('Por favor insira uma URL válida do YouTube')).toBeVisible();
  await form.locator('input[name="youtubeVideos.0.url"]').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(form.getByTestId('video-preview')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await form.locator('input[name="youtubeVideos.0.url"]').fill('');

  await form.getByTestId('product-submit').click();
  await expect(toast(page, 'Produto cadastrado com sucesso')).toBeVisible();
  const another = page.getByRole('alertdialog', { name: 'Deseja cadastrar outro produto?' });
  await expect(another).toBeVisible();
  await another.getByRole('button', { name: 'Não' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\?view=list$/);
  await expect(footer(page)).toHaveText('Mostrando 1 de 1 produto');
  const row = page.getByTestId('product-row').filter({ hasText: 'Curso de Fotografia E2E' });
  await expect(row).toContainText('Curso Digital');
  await expect(row.getByTestId('product-code')).toHaveText(code);
  await expect
    .poll(() => row.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  await row.getByTestId('product-code').click();
  await expect(toast(page, 'Código copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // Edit: the form opens with the product's data and code; the download opens through a signed URL.
  await row.getByRole('link', { name: 'Editar Curso de Fotografia E2E' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/edit\/[\w-]+$/);
  await expect(form.getByTestId('product-code')).toHaveText(code);
  await expect(form.getByRole('button', { name: 'Gerar novo código' })).toHaveCount(0);
  await expect(form.locator('input[name="title"]')).toHaveValue('Curso de Fotografia E2E');
  await form.getByRole('tab', { name: /Downloads/ }).click();
  const downloadPromise = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Baixar' }).click();
  const download = await downloadPromise;
  expect(download.url()).toMatch(/\/files\/product-files\/[\w.-]+\?expires=\d+&signature=/);
  expect(download.suggestedFilename()).toBe('apostila.pdf');

  // Cancelling an edit with changes asks whether to keep a draft; kept, it comes back next time.
  await form.locator('input[name="title"]').fill('Curso de Fotografia E2E (editado)');
  await form.getByRole('button', { name: 'Cancelar edição' }).click();
  const cancelEdit = page.getByRole('alertdialog', { name: 'Cancelar edição' });
  await expect(cancelEdit).toContainText('Deseja manter um rascunho');
  await cancelEdit.getByRole('button', { name: 'Manter rascunho' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\?view=list$/);
  await expect(row).toContainText('Curso de Fotografia E2E');
  await row.getByRole('link', { name: 'Editar Curso de Fotografia E2E' }).click();
  await expect(toast(page, 'Dados recuperados')).toBeVisible();
  await expect(form.locator('input[name="title"]')).toHaveValue('Curso de Fotografia E2E (editado)');

  await form.getByTestId('product-submit').click();
  await expect(toast(page, 'Produto atualizado com sucesso')).toBeVisible();
  // 'Sim' starts a new blank product with a new code.
  await page
    .getByRole('alertdialog', { name: 'Deseja cadastrar outro produto?' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/products\/add$/);
  await expect(form.locator('input[name="title"]')).toHaveValue('');
  await expect(form.getByTestId('product-code')).not.toHaveText(code);
  // Let the success toast go first (hovering one pauses its timer).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByTestId('view-list').click();
  const edited = page.getByTestId('product-row').filter({ hasText: 'Curso de Fotografia E2E (editado)' });
  await expect(edited).toBeVisible();

  // Duplicate: a copy with ' (Cópia)' and a new code.
  await edited.getByRole('button', { name: 'Duplicar Curso de Fotografia E2E (editado)' }).click();
  await expect(toast(page, 'Produto duplicado com sucesso')).toBeVisible();
  const copy = page.getByTestId('product-row').filter({ hasText: '(editado) (Cópia)' });
  await expect(copy).toBeVisible();
  await expect(copy.getByTestId('product-code')).not.toHaveText(code);
  await expect(footer(page)).toHaveText('Mostrando 2 de 2 produtos');

  // Delete, after the confirmation.
  await copy.getByRole('button', { name: /^Excluir .*\(Cópia\)$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir produto?' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Produto excluído com sucesso')).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(footer(page)).toHaveText('Mostrando 1 de 1 produto');

  // Search filters the list; the refresh button reloads it.
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(code);
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('nada-disso');
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
  await expect(page.getByTestId('product-row')).toHaveCount(1);

  // A remembered code that is taken meanwhile is replaced, with the neutral 'Código já em uso'.
  await page.evaluate((taken) => localStorage.setItem('afilia.productCode', taken), code);
  await page.getByTestId('view-form').click();
  await expect(toast(page, 'Código já em uso')).toBeVisible();
  await expect(form.getByTestId('product-code')).not.toHaveText(code);
});

test('the plan limit refuses a fourth product on the Iniciante trial, with a link to the plans', async ({
  page,
  request,
}) => {
  await loginAsNewTrialProducer(page, request, 'Lia Limite');
  const image = await uploadImageViaApi(page, [16, 185, 129]);
  for (let n = 1; n <= 3; n++)
    await createProductViaApi(page, { title: `Produto ${n}`, imageLinks: [image] });

  await page.goto('/dashboard/products/add');
  const form = page.getByTestId('product-form');
  await form.locator('input[name="title"]').fill('Quarto produto');
  await form.locator('input[name="imageLinks.0.url"]').fill(image);
  await form.getByTestId('product-submit').click();
  await expect(toast(page, 'Erro ao salvar produto')).toBeVisible();
  const alert = page.getByTestId('save-error');
  await expect(alert).toContainText('Erro ao salvar');
  await expect(alert).toContainText('Limite do plano atingido');
  await expect(alert.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/plans');

  // Duplicating from the list is refused the same way. An error toast may still be over the page,
  // so the click goes straight to the link rather than to whatever is on top at that point.
  await page.getByTestId('view-list').dispatchEvent('click');
  await page
    .getByRole('alertdialog', { name: 'Descartar alterações?' })
    .getByRole('button', { name: 'Descartar e voltar' })
    .click();
  await page.getByRole('button', { name: 'Duplicar Produto 1' }).click();
  await expect(toast(page, 'Erro ao duplicar produto')).toContainText('Limite do plano atingido');

  // The list shows the limit before any save: '3 de 3 produtos', 'Cadastrar Produto' disabled, the upgrade.
  await page.reload();
  const usage = page.getByTestId('plan-usage');
  await expect(usage).toContainText('Plano Iniciante');
  await expect(usage.getByTestId('plan-usage-products')).toContainText('3 de 3 produtos');
  await expect(usage.getByTestId('plan-usage-sellers')).toContainText('0 de 10 revendedores');
  await expect(usage.getByTestId('plan-usage-salesThisMonth')).toContainText('0 de 200 vendas este mês');
  await expect(page.getByTestId('view-form')).toHaveAttribute('aria-disabled', 'true');
  await usage.getByRole('link', { name: 'Fazer upgrade' }).click();
  await expect(page).toHaveURL(/\/plans$/);
});

test('pagination with 25 products: page size, pages, Anterior/Próxima', async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const run = `Pag${Date.now().toString(36)}`;
  const image = await uploadImageViaApi(page, [245, 158, 11]);
  for (let n = 1; n <= 25; n++) {
    await createProductViaApi(page, {
      title: `${run} produto ${String(n).padStart(2, '0')}`,
      category: 'ebook',
      imageLinks: [image],
    });
  }

  await page.goto('/dashboard/products?view=list');
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(run);
  await expect(footer(page)).toHaveText('Mostrando 12 de 25 produtos · Página 1 de 3');
  const nav = page.getByRole('navigation', { name: 'Paginação' });
  await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveCount(3);
  await expect(nav.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  // Newest first.
  await expect(page.getByTestId('product-row').first()).toContainText(`${run} produto 25`);

  await nav.getByRole('button', { name: 'Próxima' }).click();
  await expect(footer(page)).toHaveText('Mostrando 12 de 25 produtos · Página 2 de 3');
  await nav.getByRole('button', { name: 'Página 3' }).click();
  await expect(footer(page)).toHaveText('Mostrando 1 de 25 produtos · Página 3 de 3');
  await expect(nav.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await expect(page.getByTestId('product-row')).toContainText(`${run} produto 01`);

  await page.getByTestId('page-size').click();
  await page.getByRole('option', { name: '6', exact: true }).click();
  await expect(footer(page)).toHaveText('Mostrando 6 de 25 produtos · Página 1 de 5');
  await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveCount(5);

  await page.getByTestId('page-size').click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(footer(page)).toHaveText('Mostrando 25 de 25 produtos');
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);
  await expect(page.getByTestId('product-row')).toHaveCount(25);

  // Without the search the admin sees everyone's products: more than 5 pages of 6 show ellipses.
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('');
  await page.getByTestId('page-size').click();
  await page.getByRole('option', { name: '6', exact: true }).click();
  await expect(footer(page)).toContainText('Página 1 de');
  const pages = Number((await footer(page).innerText()).match(/de (\d+)$/)?.[1]);
  if (pages > 5) {
    await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveCount(5);
    await expect(nav.locator('li[aria-hidden]')).toHaveCount(1);
  }
});

test('a draft survives leaving the form and comes back with "Dados recuperados"', async ({ page }) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/products/add');
  const form = page.getByTestId('product-form');
  const code = (await form.getByTestId('product-code').innerText()).trim();
  await form.locator('input[name="title"]').fill('Rascunho que não pode se perder');
  await form.locator('textarea[name="description"]').fill('Descrição em andamento');
  await expect(form.getByTestId('autosave-status')).toContainText('Rascunho salvo às');

  // After 10 s on the form, the auto-save notice.
  await expect(toast(page, 'Salvamento automático ativo')).toBeVisible({ timeout: 15_000 });

  // Leaving the product pages asks for confirmation; the draft is kept.
  await page.getByRole('link', { name: 'Preços e Comissões' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/add$/);
  await page.getByRole('link', { name: 'Preços e Comissões' }).first().click();
  await leave.getByRole('button', { name: 'Sair mesmo assim' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pricing$/);

  // Back on Produtos: always the list; 'Cadastrar Produto' brings the same code and the draft back.
  await page.getByRole('link', { name: 'Produtos', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  await expect(page.getByTestId('product-form')).toHaveCount(0);
  await page.getByTestId('view-form').click();
  await expect(page).toHaveURL(/\/dashboard\/products\/add$/);
  await expect(toast(page, 'Dados recuperados')).toBeVisible();
  await expect(form.getByTestId('product-code')).toHaveText(code);
  await expect(form.locator('input[name="title"]')).toHaveValue('Rascunho que não pode se perder');
  await expect(form.locator('textarea[name="description"]')).toHaveValue('Descrição em andamento');

  // A reload keeps it too (the browser's own leave-page prompt is accepted).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(toast(page, 'Dados recuperados')).toBeVisible();
  await expect(form.locator('input[name="title"]')).toHaveValue('Rascunho que não pode se perder');

  // Going to the list with unsaved changes asks to discard; the next form starts blank with a new code.
  await page.getByTestId('view-list').click();
  const discard = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Descartar e voltar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\?view=list$/);
  await page.getByTestId('view-form').click();
  await expect(form.locator('input[name="title"]')).toHaveValue('');
  await expect(form.getByTestId('product-code')).not.toHaveText(code);
});

test('the product form prices the product: saved with it, on the pricing list and for sale at once', async ({
  page,
  request,
}) => {
  await loginAsNewTrialProducer(page, request, 'Paulo Preço');
  const image = await uploadImageViaApi(page, [99, 102, 241]);
  await page.goto('/dashboard/products/add');
  const form = page.getByTestId('product-form');
  await form.locator('input[name="title"]').fill('Mentoria Express');
  await form.locator('input[name="imageLinks.0.url"]').fill(image);
  const pricing = form.getByTestId('product-pricing');
  await expect(pricing.getByRole('checkbox', { name: 'Comissão recorrente' })).toHaveCount(0);
  await pricing.locator('input[name="pricing.price"]').fill('0');
  await pricing.locator('input[name="pricing.commissionValue"]').fill('10');
  await form.getByTestId('product-submit').click();
  await expect(pricing.getByText('O preço deve ser um número positivo')).toBeVisible();
  await pricing.locator('input[name="pricing.price"]').fill('149,90');
  // Card installments: up to 12x with the buyer paying the interest, until the producer changes it.
  await expect(pricing.getByTestId('installment-preview')).toContainText(
    'O comprador vê até 12x de R$ 15,05 (total R$ 180,60).',
  );
  await pricing.getByRole('combobox', { name: 'Parcelamento no cartão' }).click();
  await page.getByRole('option', { name: 'Até 6x' }).click();
  await pricing.getByRole('combobox', { name: 'Juros do parcelamento' }).click();
  await page.getByRole('option', { name: /Absorvidos por você/ }).click();
  await expect(pricing.getByTestId('installment-preview')).toContainText(
    'O comprador vê até 6x de R$ 24,98 sem juros',
  );
  await form.getByTestId('product-submit').click();
  await expect(toast(page, 'Produto cadastrado com sucesso')).toBeVisible();

  await page.goto('/dashboard/pricing');
  const row = page.getByTestId('pricing-row').filter({ hasText: 'Mentoria Express' });
  await expect(row.getByTestId('price-summary')).toContainText('R$ 149,90');
  await expect(row.getByTestId('price-summary')).toContainText('Comissão 10%');
  await row.getByRole('button', { name: /Mentoria Express/ }).click();
  const href = await row.getByTestId('sales-page-link').getAttribute('href');
  expect(href).toMatch(/^\/p\/[A-HJ-NP-Z2-9]{4}$/);
  await page.goto(href ?? '/');
  await expect(page.getByTestId('product-price')).toHaveText('R$ 149,90');
  await expect(page.getByTestId('product-installments')).toHaveText('ou 6x de R$ 24,98 sem juros');
});

test('pricing: validation messages, then a saved price and commission', async ({ page, request }) => {
  await loginAsNewTrialProducer(page, request, 'Priscila Preços');
  const image = await uploadImageViaApi(page, [236, 72, 153]);
  const product = await createProductViaApi(page, {
    title: 'Mentoria de Vendas',
    category: 'membership',
    imageLinks: [image],
  });
  await createProductViaApi(page, { title: 'E-book de Receitas', category: 'ebook', imageLinks: [image] });

  await page.getByRole('link', { name: 'Preços e Comissões' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/pricing$/);
  const row = page.getByTestId('pricing-row').filter({ hasText: 'Mentoria de Vendas' });
  await expect(row).toContainText('Assinatura');
  await expect(row).toContainText(product.productCode);
  await expect(row.getByTestId('no-price')).toHaveText('Sem preço definido');

  // Search by code, then a search without results.
  const search = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await search.fill(product.productCode.toLowerCase());
  await expect(page.getByTestId('pricing-row')).toHaveCount(1);
  await search.fill('nada-disso');
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
  await search.fill('');
  await expect(page.getByTestId('pricing-row')).toHaveCount(2);

  await row.getByRole('button', { name: /Mentoria de Vendas/ }).click();
  const price = row.locator('input[name="price"]');
  const commission = row.locator('input[name="commission_value"]');
  await expect(price).toBeDisabled();
  await expect(commission).toBeDisabled();
  await row.getByRole('button', { name: 'Editar' }).click();
  await expect(price).toBeEnabled();

  await price.fill('0');
  await commission.fill('10');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(row.getByText('O preço deve ser um número positivo')).toBeVisible();
  await expect(toast(page, 'Preço inválido')).toContainText('O preço deve ser um número positivo');

  await price.fill('1.234,56');
  await commission.fill('101');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(row.getByText('A comissão em percentual não pode ser maior que 100%')).toBeVisible();
  await expect(toast(page, 'Comissão inválida')).toBeVisible();

  await commission.fill('-1');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(row.getByText('O valor da comissão deve ser um número não negativo')).toBeVisible();

  // Cancel restores the saved values (none yet) and disables the fields again.
  await row.getByRole('button', { name: 'Cancelar' }).click();
  await expect(price).toHaveValue('');
  await expect(price).toBeDisabled();

  await row.getByRole('button', { name: 'Editar' }).click();
  await price.fill('1.234,56');
  await commission.fill('12,5');
  await row.getByRole('checkbox', { name: 'Comissão recorrente' }).check();
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Preço e comissão salvos')).toBeVisible();
  await expect(price).toBeDisabled();
  // A subscription is priced per month.
  await expect(row.getByTestId('price-summary')).toContainText('R$ 1.234,56/mês');
  await expect(row.getByTestId('price-summary')).toContainText('Comissão 12,5%');

  // A fixed commission in reais.
  await row.getByRole('button', { name: 'Editar' }).click();
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Valor fixo (R$)' }).click();
  await commission.fill('150,00');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Preço e comissão salvos')).toBeVisible();
  await expect(row.getByTestId('price-summary')).toContainText('Comissão R$ 150,00');

  // The saved values come back after a refresh.
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await page.reload();
  const reloaded = page.getByTestId('pricing-row').filter({ hasText: 'Mentoria de Vendas' });
  await expect(reloaded.getByTestId('price-summary')).toContainText('R$ 1.234,56');
  await reloaded.getByRole('button', { name: /Mentoria de Vendas/ }).click();
  await expect(reloaded.locator('input[name="price"]')).toHaveValue('1.234,56');
  await expect(reloaded.locator('input[name="commission_value"]')).toHaveValue('150,00');
  await expect(reloaded.getByRole('checkbox', { name: 'Comissão recorrente' })).toBeChecked();

  // A one-off product has no renewals: no recurring commission to set.
  const ebook = page.getByTestId('pricing-row').filter({ hasText: 'E-book de Receitas' });
  await ebook.getByRole('button', { name: /E-book de Receitas/ }).click();
  await expect(ebook.locator('input[name="price"]')).toBeVisible();
  await expect(ebook.getByRole('checkbox', { name: 'Comissão recorrente' })).toHaveCount(0);
});

test('screenshots of the list, form and pricing screens at 1280 and 390 px, in the sweep themes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await loginAsNewTrialProducer(page, request, 'Sofia Screenshots');
  const colors: [number, number, number][] = [
    [79, 70, 229],
    [16, 185, 129],
    [245, 158, 11],
  ];
  const products = [
    {
      title: 'Curso Completo de Fotografia Digital',
      category: 'digital-course',
      description: 'Do básico ao avançado, com exercícios práticos.',
    },
    {
      title: 'E-book Receitas Saudáveis',
      category: 'ebook',
      description: '120 receitas rápidas para o dia a dia.',
    },
    {
      title: 'Mentoria de Vendas Online',
      category: 'service',
      description: 'Quatro encontros ao vivo para vender mais.',
    },
  ];
  const created: CreatedProduct[] = [];
  for (const [index, product] of products.entries()) {
    const image = await uploadImageViaApi(page, colors[index] ?? [0, 0, 0]);
    created.push(
      await createProductViaApi(page, {
        ...product,
        imageLinks: [image],
        email: 'contato@exemplo.com.br',
        downloadLinks: [{ title: 'Material de apoio.pdf', url: 'https://exemplo.com.br/material.pdf' }],
      }),
    );
  }
  const top = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
  };
  const first = await page.request.get('/trpc/pricing.list');
  const rows = ((await first.json()) as { result: { data: { json: { id: string; title: string }[] } } })
    .result.data.json;
  const priced = rows.find((row) => row.title.startsWith('E-book'));
  if (priced) {
    const saved = await page.request.post('/trpc/pricing.save', {
      headers: { origin: currentServer().origin },
      data: {
        json: {
          productId: priced.id,
          priceCents: 4790,
          commissionType: 'percentage',
          commissionValue: 3000,
          commissionRecurring: false,
        },
      },
    });
    expect(saved.ok()).toBe(true);
  }

  for (const theme of SWEEP_THEMES) {
    await page.evaluate((value) => localStorage.setItem('afilia.theme', value), theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/products?view=list');
      await expect(page.getByText('Mostrando 3 de 3 produtos')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow on the list').toBeLessThanOrEqual(0);
      await top();
      await shoot(page, 'products-list');

      await page.goto('/dashboard/products/add');
      await expect(page.getByTestId('product-form')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await top();
      await shoot(page, 'products-form');

      await page.goto(`/dashboard/products/edit/${created[0]?.id}`);
      await expect(page.getByTestId('product-form').locator('input[name="title"]')).toHaveValue(
        'Curso Completo de Fotografia Digital',
      );
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await top();
      await shoot(page, 'products-edit');

      await page.goto('/dashboard/pricing');
      const row = page.getByTestId('pricing-row').filter({ hasText: 'E-book' });
      await row.getByRole('button', { name: /E-book/ }).click();
      await row.getByRole('button', { name: 'Editar' }).click();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await top();
      await shoot(page, 'pricing');
      await row.getByRole('button', { name: 'Cancelar' }).click();
    }
  }
});

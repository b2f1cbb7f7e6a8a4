import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePng } from './png';
import { DEMO, DEMO_PASSWORD, SWEEP_THEMES, shoot, signIn, toast } from './support';

/** Seeded by the server (apps/server/src/seed/blog.ts). */
const WHATSAPP = {
  slug: 'whatsapp-para-afiliados-praticas-para-vender-sem-ser-inconveniente',
  title: 'WhatsApp para afiliados: 7 práticas para vender sem ser inconveniente',
};
const COMMISSION = {
  slug: 'comissao-de-afiliados-como-definir-o-percentual-ideal',
  title: 'Comissão de afiliados: como definir o percentual ideal',
};
const RECRUITING_TITLE = 'Como recrutar afiliados que realmente vendem';
const PRODUCT_PAGES = { slug: 'paginas-de-produto-que-convertem' };
const DRAFT_TITLE = 'Calendário de campanhas: planejando o ano com seus revendedores';

const cards = (page: Page) => page.getByTestId('article-card');

async function signedIn(browser: Browser, email: string, tab: 'Produtor' | 'Revendedor' = 'Produtor') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD, tab);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('a visitor searches the blog, filters by a tag and reads an article', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(cards(page).filter({ hasText: WHATSAPP.title })).toBeVisible();
  await expect(cards(page).filter({ hasText: RECRUITING_TITLE })).toBeVisible();
  await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
  // Visitors get neither the tabs nor the editor.
  await expect(page.getByRole('tab', { name: 'Gerenciar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Novo artigo' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar artigos' }).fill('whatsapp');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(WHATSAPP.title);
  await page.getByRole('searchbox', { name: 'Buscar artigos' }).fill('nada sobre isso');
  await expect(page.getByTestId('blog-empty')).toContainText('Nenhum artigo encontrado');
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByRole('searchbox', { name: 'Buscar artigos' })).toHaveValue('');

  const tag = page.getByRole('button', { name: 'afiliados', exact: true });
  await tag.click();
  await expect(tag).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]tag=afiliados/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: WHATSAPP.title })).toHaveCount(0);

  await cards(page).filter({ hasText: COMMISSION.title }).getByRole('link').click();
  await expect(page).toHaveURL(`/blog/${COMMISSION.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMISSION.title);
  await expect(page.getByTestId('article-content').locator('h2').first()).toBeVisible();
  await expect(page.getByTestId('related-articles').getByTestId('article-card')).not.toHaveCount(0);
  const articleUrl = encodeURIComponent(new URL(`/blog/${COMMISSION.slug}`, page.url()).href);
  const whatsapp = await page.getByRole('link', { name: /Compartilhar no WhatsApp/ }).getAttribute('href');
  expect(whatsapp?.startsWith('https://wa.me/?text=')).toBe(true);
  expect(whatsapp).toContain(articleUrl);
  await expect(page.getByRole('link', { name: /Compartilhar no Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${articleUrl}`,
  );
  await expect(page.getByTestId('article-cta').getByRole('link')).toHaveAttribute('href', '/register');
  await expect(
    page.getByTestId('article-comment').filter({ hasText: 'Fiz a conta da margem' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entre para comentar' })).toHaveAttribute(
    'href',
    new RegExp(`^/login\\?returnTo=.*${COMMISSION.slug}`),
  );
  await expect(page.getByRole('textbox', { name: 'Seu comentário' })).toHaveCount(0);

  await page.goto('/blog/nao-existe');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(toast(page, 'Artigo não encontrado')).toBeVisible();
});

test('the admin writes an article, publishes it, duplicates it and deletes the copy', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, DEMO.admin);
  const title = `Guia de testes ${Date.now()}`;
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Novo artigo' }).first().click();
  await expect(page).toHaveURL(/\/blog\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo artigo' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Resumo' }).fill('Um resumo curto do guia.');
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Ferramentas' }).click();
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('Testes');
  await tags.press('Enter');
  await tags.fill('automação,');
  await expect(page.getByTestId('tag-chip')).toHaveText(['testes', 'automação']);

  // The rich-text editor: a heading, a paragraph with bold text, from the toolbar and the keyboard.
  const content = page.getByRole('textbox', { name: 'Conteúdo' });
  await content.click();
  const toolbar = page.getByRole('toolbar', { name: 'Formatação do texto' });
  await toolbar.getByRole('button', { name: 'Título 2' }).click();
  await expect(toolbar.getByRole('button', { name: 'Título 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Primeiros passos');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Um texto com ');
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('uma parte em negrito');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' e o resto normal.');
  await expect(content.locator('h2')).toHaveText('Primeiros passos');
  await expect(content.locator('strong')).toHaveText('uma parte em negrito');

  // A link on the selected line: a javascript: address is refused, typing clears the error, a web address
  // is applied.
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  const linkUrl = linkDialog.getByRole('textbox', { name: 'Endereço (URL)' });
  await expect(linkUrl).toBeFocused();
  await linkUrl.fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Aplicar' }).click();
  const linkError = linkDialog.getByText('Informe um endereço válido, como https://exemplo.com');
  await expect(linkError).toBeVisible();
  await expect(linkUrl).toHaveAttribute('aria-invalid', 'true');
  await linkUrl.fill('https://exemplo.com.br/guia');
  await expect(linkError).toHaveCount(0);
  await linkDialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(linkDialog).toHaveCount(0);
  await expect(content.locator('a[href="https://exemplo.com.br/guia"]')).toHaveCount(1);

  // An image: an http:// address is refused; an uploaded file fills the address and a first alt text.
  await content.press('ControlOrMeta+End');
  await toolbar.getByRole('button', { name: 'Imagem' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Inserir imagem' });
  const imageUrl = imageDialog.getByRole('textbox', { name: 'Endereço da imagem' });
  await imageUrl.fill('http://exemplo.com/foto.png');
  await imageDialog.getByRole('button', { name: 'Inserir' }).click();
  await expect(imageDialog.getByText('Informe um endereço que comece com https://')).toBeVisible();
  await imageDialog
    .getByTestId('editor-image-file-input')
    .setInputFiles({ name: 'grafico-de-vendas.png', mimeType: 'image/png', buffer: makePng(48) });
  await expect(imageUrl).toHaveValue(/^\/files\/product-images\//);
  await expect(imageDialog.getByRole('textbox', { name: 'Texto alternativo' })).toHaveValue(
    'grafico de vendas',
  );
  await imageDialog.getByRole('button', { name: 'Inserir' }).click();
  await expect(content.locator('img[alt="grafico de vendas"]')).toHaveAttribute(
    'src',
    /^\/files\/product-images\//,
  );

  // The cover, uploaded from the computer, shows in the preview.
  await page
    .getByTestId('cover-file-input')
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: makePng(64) });
  await expect(page.getByTestId('cover-preview').locator('img')).toHaveAttribute(
    'src',
    /\/files\/product-images\//,
  );
  // One tab stop; the arrow keys move along the buttons.
  await toolbar.getByRole('button', { name: 'Título 2' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Título 3' })).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Título 2' })).toHaveAttribute('tabindex', '-1');

  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(toast(page, 'Rascunho salvo')).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar artigo' })).toBeVisible();
  await expect(page.getByTestId('article-status')).toHaveText('Rascunho');
  await shoot(page, 'blog-editor');

  // /blog/{id} shows the draft (to its admin) under its canonical /blog/{slug}; Editar goes back.
  const id = /\/blog\/([0-9a-f-]{36})\/edit$/.exec(page.url())?.[1];
  await page.goto(`/blog/${id}`);
  await expect(page).toHaveURL(/\/blog\/guia-de-testes-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('article').getByTestId('article-status')).toHaveText('Rascunho');
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(`/blog/${id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Conteúdo' }).locator('strong')).toHaveText(
    'uma parte em negrito',
  );

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, 'Artigo publicado')).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/guia-de-testes-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('article-content').locator('h2')).toHaveText('Primeiros passos');
  await expect(page.getByTestId('article-content').locator('strong')).toHaveText('uma parte em negrito');

  await page.getByRole('link', { name: 'Voltar ao blog' }).click();
  await expect(cards(page).filter({ hasText: title })).toBeVisible();
  await cards(page).filter({ hasText: title }).getByRole('link').click();

  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect(toast(page, 'Artigo duplicado com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (Cópia)`);
  await expect(page).toHaveURL(/\/blog\/guia-de-testes-\d+-copia$/);
  await expect(page.getByTestId('article').getByTestId('article-status')).toHaveText('Rascunho');

  await page.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Tem certeza que deseja excluir este artigo?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Artigo excluído com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);

  await page.getByRole('tab', { name: 'Gerenciar' }).click();
  await expect(page).toHaveURL(/tab=manage/);
  const managed = page.getByTestId('managed-article');
  await expect(managed.filter({ hasText: title }).first()).toBeVisible();
  await expect(managed.filter({ hasText: `${title} (Cópia)` })).toHaveCount(0);
  await expect(managed.filter({ hasText: DRAFT_TITLE }).getByTestId('article-status')).toHaveText('Rascunho');
  await expect(page.getByTestId('pending-comment').first()).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on the Gerenciar tab at ${width} px`).toBeLessThanOrEqual(0);
    await shoot(page, 'blog-manage');
  }
  await page.context().close();
});

test('a reseller comments and the comment shows once the admin approves it', async ({ browser }) => {
  test.setTimeout(90_000);
  const body = `Ótimo artigo, vou aplicar as dicas! ${Date.now()}`;
  const reseller = await signedIn(browser, DEMO.reseller, 'Revendedor');
  await reseller.goto(`/blog/${PRODUCT_PAGES.slug}`);
  await reseller.getByRole('textbox', { name: 'Seu comentário' }).fill(body);
  await reseller.getByRole('button', { name: 'Enviar' }).click();
  await expect(reseller.getByTestId('comment-pending')).toContainText('aguarda a moderação');
  await expect(reseller.getByTestId('article-comment').filter({ hasText: body })).toHaveCount(0);

  const admin = await signedIn(browser, DEMO.admin);
  await admin.goto('/blog?tab=manage');
  const pending = admin.getByTestId('pending-comment').filter({ hasText: body });
  await expect(pending).toContainText('Em: Páginas de produto que convertem');
  await pending.getByRole('button', { name: 'Aprovar' }).click();
  await expect(toast(admin, 'Comentário aprovado')).toBeVisible();
  await expect(pending).toHaveCount(0);

  await reseller.reload();
  await expect(reseller.getByTestId('article-comment').filter({ hasText: body })).toBeVisible();
  await Promise.all([reseller.context().close(), admin.context().close()]);
});

test('the list and an article at 1280 and 390 px, in the sweep themes', async ({ page }) => {
  for (const theme of SWEEP_THEMES) {
    await page.addInitScript((value) => localStorage.setItem('afilia.theme', value), theme);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const [path, ready] of [
        ['/blog', () => expect(cards(page)).not.toHaveCount(0)],
        [`/blog/${COMMISSION.slug}`, () => expect(page.getByTestId('related-articles')).toBeVisible()],
      ] as const) {
        await page.goto(path);
        await ready();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
        await shoot(page, path === '/blog' ? 'blog-list' : 'blog-article');
      }
    }
  }
});

// The main flows with the keyboard only: Tab, Shift+Tab, Enter, Space, the arrow keys and Escape. No click,
// no fill: text is typed into the focused field. Each control reached shows a visible focus indicator, and
// dialogs keep focus inside and give it back to the control that opened them.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gradientPng } from './png';
import { DEMO, DEMO_PASSWORD, gotoInteractive, toast, uniqueEmail } from './support';

/**
 * Presses Tab until `target` has the focus (Shift+Tab when it comes before the focused element, or when
 * `backwards`), then checks that the focus can be seen.
 */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  const max = options.max ?? 80;
  const before = await target.evaluate((element) => {
    const focused = document.activeElement;
    return Boolean(focused && focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  const key = options.backwards || before ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${target} not reached within ${max} presses of ${key}`);
}

/** The focused control draws an outline or a ring (box-shadow) that it does not draw without focus. */
async function expectVisibleFocus(target: Locator) {
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      focusVisible: element.matches(':focus-visible'),
      drawn: outline || style.boxShadow !== 'none',
    };
  });
  expect(indicator, `visible focus on ${target}`).toEqual({ focusVisible: true, drawn: true });
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('sign in, create a product and add a seller with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);

  // Sign in: the tabs move with the arrow keys, the form is sent with Enter.
  await gotoInteractive(page, '/login');
  const producerTab = page.getByRole('tab', { name: 'Produtor' });
  await tabTo(page, producerTab);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Revendedor' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(producerTab).toHaveAttribute('aria-selected', 'true');
  await expect(producerTab).toBeFocused();
  await typeInto(page, page.locator('input[name="email"]'), DEMO.producer);
  await typeInto(page, page.locator('input[name="password"]'), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Create a product: the sidebar link, the add button, every field, a category from the list box, an
  // image chosen through the upload button, and the form sent with Enter on its submit button.
  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Produtos', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/products/);
  await tabTo(page, page.getByTestId('view-form'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/products\/add$/);
  const form = page.getByTestId('product-form');
  await typeInto(page, form.locator('input[name="title"]'), 'Curso pelo Teclado');
  await typeInto(page, form.locator('textarea[name="description"]'), 'Um produto criado só com o teclado.');
  await tabTo(page, form.locator('#product-category'));
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: 'Curso Digital' });
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 10; presses++) {
    if (await option.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(form.locator('#product-category')).toContainText('Curso Digital');
  await expect(form.locator('#product-category')).toBeFocused();
  await typeInto(page, form.locator('input[name="email"]'), 'teclado@exemplo.com.br');
  await typeInto(page, form.locator('input[name="phone"]'), '11987654321');
  // The media tabs follow the tabs pattern: one tab stop, the arrows move and select.
  const imagesTab = form.getByRole('tab', { name: /Imagens/ });
  await tabTo(page, imagesTab);
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('tab', { name: /Downloads/ })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByRole('tab', { name: /Downloads/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(imagesTab).toHaveAttribute('aria-selected', 'true');
  const uploadImage = form.getByRole('button', { name: 'Enviar imagem' });
  await tabTo(page, uploadImage);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({
    name: 'teclado.png',
    mimeType: 'image/png',
    buffer: gradientPng(60, 60, [16, 120, 80]),
  });
  await expect(form.locator('input[name="imageLinks.0.url"]')).toHaveValue(/^\/files\/product-images\//);
  await tabTo(page, form.getByTestId('product-submit'));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Produto cadastrado com sucesso')).toBeVisible();

  // The "another product?" question traps the focus; Escape closes it.
  const another = page.getByRole('alertdialog', { name: 'Deseja cadastrar outro produto?' });
  await expect(another).toBeVisible();
  await expect(another.locator(':focus')).toHaveCount(1);
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press('Tab');
    await expect(another.locator(':focus')).toHaveCount(1);
  }
  await tabTo(page, another.getByRole('button', { name: 'Não' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/products\?view=list$/);
  await expect(page.getByTestId('product-row').filter({ hasText: 'Curso pelo Teclado' })).toBeVisible();

  // Add a seller: the dialog opens with Enter, keeps focus inside, closes with Escape and gives focus back;
  // reopened, it is filled and sent with Enter.
  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Vendedores', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/sellers/);
  const addSeller = page.getByTestId('add-seller');
  await tabTo(page, addSeller);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adicionar revendedor' });
  await expect(dialog).toBeVisible();
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addSeller).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  const email = uniqueEmail('teclado');
  await typeInto(page, dialog.getByLabel('Nome completo'), 'Tereza Teclado');
  await typeInto(page, dialog.getByLabel('Email'), email);
  await typeInto(page, dialog.getByLabel('Telefone'), '11987654321');
  await typeInto(page, dialog.locator('input[name="password"]'), 'segredo123');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Revendedor adicionado')).toContainText(email);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('seller-row').filter({ hasText: email })).toBeVisible();
});

test('the user menu and the mobile navigation follow the menu and dialog patterns', async ({ page }) => {
  await gotoInteractive(page, '/login');
  await typeInto(page, page.locator('input[name="email"]'), DEMO.producer);
  await typeInto(page, page.locator('input[name="password"]'), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Menu button: Enter opens the menu on its first item, arrows move, Escape closes and refocuses the button.
  const menuButton = page.getByRole('button', { name: /Abrir menu do usuário/ });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Phone width: the navigation drawer is a modal dialog that returns focus to its button.
  await page.setViewportSize({ width: 390, height: 844 });
  const openNavigation = page.getByRole('button', { name: 'Abrir menu', exact: true });
  await tabTo(page, openNavigation, { backwards: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press('Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openNavigation).toBeFocused();
});

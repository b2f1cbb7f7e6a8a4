import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, setTheme, shoot, signIn } from './support';

for (const width of [1280, 390])
  for (const theme of ['light', 'dark'] as const)
    test(`api keys ${width} ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, DEMO.producer, DEMO_PASSWORD);
      await setTheme(page, theme);
      await page.goto('/plans');
      await page.locator('article[data-plan="visionario"]').getByRole('button').click();
      const dialog = page.getByTestId('purchase-dialog');
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();
      await expect(dialog.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
      await page.goto('/dashboard/settings?tab=integrations');
      for (const name of ['ERP da empresa', 'Área de membros']) {
        await page.getByTestId('api-key-create').click();
        const keyDialog = page.getByTestId('api-key-dialog');
        await keyDialog.getByTestId('api-key-name').fill(name);
        await keyDialog.getByTestId('api-key-scopes-all').click();
        if (name === 'ERP da empresa') {
          await page.waitForTimeout(200);
          await shoot(page, 'api-key-form', { fullPage: false });
        }
        await keyDialog.getByTestId('api-key-save').click();
        await expect(page.getByTestId('api-key-secret')).toBeVisible();
        await page.waitForTimeout(200);
        if (name === 'ERP da empresa') await shoot(page, 'api-key-secret', { fullPage: false });
        await page.keyboard.press('Escape');
      }
      await page.getByTestId('api-key').first().getByTestId('api-key-revoke').click();
      await page.getByTestId('api-key-revoke-confirm').click();
      await page.waitForTimeout(500);
      await page.getByTestId('settings-api-keys').scrollIntoViewIfNeeded();
      await shoot(page, 'api-keys');
    });

// Configurações › Integrações: the demo producer (Profissional) sees the seeded members-area endpoint and its
// deliveries, adds an endpoint on a receiver this test runs, keeps the secret shown once, sends a test event
// and sees it delivered, signed as Standard Webhooks say; the Iniciante trial sees the upgrade prompt.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, signIn } from './support';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let receiverUrl = '';
const received: Received[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/afilia`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('the producer adds an endpoint, sends a test event and sees it delivered, signed', async ({ page }) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await page.goto('/dashboard/settings?tab=integrations');
  await expect(page.getByRole('tab', { name: 'Integrações', selected: true })).toBeVisible();

  // The seeded members-area endpoint and its deliveries.
  const seeded = page.getByTestId('webhook-endpoint').first();
  await expect(seeded.getByTestId('webhook-endpoint-url')).toHaveText(
    'https://membros.paulocursos.com.br/webhooks/afilia',
  );
  await seeded.getByTestId('webhook-endpoint-deliveries').click();
  await expect(seeded.getByTestId('webhook-delivery')).toHaveCount(4);

  await page.getByTestId('webhook-add').click();
  const dialog = page.getByTestId('webhook-endpoint-dialog');
  await dialog.getByTestId('webhook-url').fill(receiverUrl);
  await dialog.getByTestId('webhook-description').fill('Minha automação de e-mails');
  await dialog
    .locator('[data-testid="webhook-event-group"][data-group="sale"]')
    .getByTestId('webhook-event-group-all')
    .click();
  await dialog.getByTestId('webhook-endpoint-save').click();

  const secretDialog = page.getByTestId('webhook-secret-dialog');
  const secret = (await secretDialog.getByTestId('webhook-secret').inputValue()).trim();
  expect(secret).toMatch(/^whsec_/);
  await page.keyboard.press('Escape');
  await expect(secretDialog).toBeHidden();

  const created = page.getByTestId('webhook-endpoint').filter({ hasText: receiverUrl });
  await expect(created).toBeVisible();
  await expect(created.getByTestId('webhook-endpoint-events')).toHaveText('5 eventos');
  // Sending the test opens the endpoint's deliveries.
  await created.getByTestId('webhook-endpoint-test').first().click();
  await expect(created.getByTestId('webhook-endpoint-deliveries')).toHaveAttribute('aria-expanded', 'true');
  const delivery = created.getByTestId('webhook-delivery').first();
  await expect(delivery.getByTestId('webhook-delivery-status')).toHaveAttribute('data-status', 'succeeded', {
    timeout: 15_000,
  });

  expect(received).toHaveLength(1);
  const [request] = received;
  const body = new Webhook(secret).verify(request?.body ?? '', {
    'webhook-id': String(request?.headers['webhook-id']),
    'webhook-timestamp': String(request?.headers['webhook-timestamp']),
    'webhook-signature': String(request?.headers['webhook-signature']),
  }) as { type: string };
  expect(body.type).toBe('webhook.test');

  // The delivery's details show what was sent and what the receiver answered.
  await delivery.getByTestId('webhook-delivery-toggle').click();
  await expect(created.getByTestId('webhook-delivery-request')).toContainText('webhook.test');
  await expect(created.getByTestId('webhook-delivery-response')).toContainText('"ok": true');
});

test('the Iniciante trial sees the upgrade prompt instead of the form', async ({ page }) => {
  await signIn(page, DEMO.starter, DEMO_PASSWORD);
  await page.goto('/dashboard/settings?tab=integrations');
  await expect(page.getByTestId('webhooks-upgrade')).toBeVisible();
  await expect(page.getByTestId('webhook-add')).toHaveCount(0);
});

test('the producer upgrades to Visionário, creates an API key and lists the products with it', async ({
  page,
}) => {
  await signIn(page, DEMO.producer, DEMO_PASSWORD);
  await page.goto('/dashboard/settings?tab=integrations');
  // On Profissional the API is offered as an upgrade.
  await expect(page.getByTestId('api-keys-upgrade')).toBeVisible();

  await page.goto('/plans');
  await page.locator('article[data-plan="visionario"]').getByRole('button').click();
  const dialog = page.getByTestId('purchase-dialog');
  const document = dialog.locator('input[name="cpfCnpj"]');
  if (await document.isVisible()) await document.fill('52998224725');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const cardNumber = dialog.locator('input[name="cardNumber"]');
  if (await cardNumber.isVisible()) {
    await dialog.locator('input[name="cardholderName"]').fill('Paulo Produtor');
    await cardNumber.fill('4242424242424242');
    await dialog.locator('input[name="cardExpiry"]').fill('12/34');
    await dialog.locator('input[name="cardCvc"]').fill('123');
  }
  await dialog.getByRole('button', { name: 'Finalizar pagamento' }).click();
  await expect(dialog.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();

  await page.goto('/dashboard/settings?tab=integrations');
  await page.getByTestId('api-key-create').click();
  const keyDialog = page.getByTestId('api-key-dialog');
  await keyDialog.getByTestId('api-key-name').fill('ERP da empresa');
  await keyDialog.locator('[data-testid="api-key-scope"][data-scope="products:read"]').click();
  await keyDialog.getByTestId('api-key-save').click();
  const key = (await page.getByTestId('api-key-secret').inputValue()).trim();
  expect(key).toMatch(/^afilia_live_[A-Za-z0-9]{32}$/);
  await page.keyboard.press('Escape');
  const listed = page.getByTestId('api-key').filter({ hasText: 'ERP da empresa' });
  await expect(listed).toContainText(key.slice(-4));

  const answer = await page.request.get('/api/v1/products?limit=5', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { object: string; data: { object: string; code: string }[] };
  expect(body.object).toBe('list');
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data.every((product) => product.object === 'product')).toBe(true);
  const refused = await page.request.get('/api/v1/sales', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(403);
});

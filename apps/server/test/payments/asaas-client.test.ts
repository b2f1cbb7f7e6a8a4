import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AppError,
  AsaasClient,
  type AsaasClientOptions,
  asaasWebhookEventSchema,
  centsToReais,
  reaisToCents,
} from '@afilia/api/server';
import { businessDay } from '@afilia/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAsaas, startFakeAsaas } from '../support/fake-asaas-server';

const PRODUCER_KEY = '$aact_test_producer_SECRET_4f9a2c';
const RESELLER_KEY = '$aact_test_reseller_SECRET_77b1e0';
const WEBHOOK_TOKEN = 'whk_token_for_tests_0123456789abcdef';
const CPF = '52998224725';

let fake: FakeAsaas;
let hooks: Server;
let hooksUrl = '';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

/** Tomorrow in São Paulo, `yyyy-MM-dd` (a due date the fake accepts). */
function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000);
  return businessDay(date);
}

function client(overrides: Partial<AsaasClientOptions> = {}) {
  return new AsaasClient({ apiKey: PRODUCER_KEY, environment: 'sandbox', baseUrl: fake.url, ...overrides });
}

/** The AppError the promise rejects with (failing the test when it resolves or throws something else). */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

function expectNoSecret(error: AppError, secret: string) {
  expect(JSON.stringify(error)).not.toContain(secret);
  expect(error.message).not.toContain(secret);
  expect(String(error.cause)).not.toContain(secret);
  expect(String(error.stack)).not.toContain(secret);
  expect(JSON.stringify(error.params ?? {})).not.toContain(secret);
  expect(error.cause instanceof Error ? String(error.cause.stack) : '').not.toContain(secret);
}

async function customerId(api: AsaasClient, cpfCnpj = CPF) {
  const customer = await api.findOrCreateCustomer({
    name: 'Ana Compradora',
    email: 'ana@example.com',
    cpfCnpj,
  });
  return customer.id;
}

beforeAll(async () => {
  fake = await startFakeAsaas();
  fake.addAccount({
    apiKey: PRODUCER_KEY,
    name: 'Produtora Teste',
    email: 'produtora@example.com',
    walletId: 'wal_test_producer',
    balance: 1520.35,
  });
  fake.addAccount({
    apiKey: RESELLER_KEY,
    name: 'Revendedor Teste',
    email: 'revendedor@example.com',
    walletId: 'wal_test_reseller',
    balance: 0,
  });
  hooks = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  hooksUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/api/webhooks/asaas/conn_1`;
  await client().createWebhook({
    name: 'Afilia',
    url: hooksUrl,
    email: 'produtora@example.com',
    authToken: WEBHOOK_TOKEN,
    events: ['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED', 'PAYMENT_REFUNDED', 'TRANSFER_DONE', 'TRANSFER_FAILED'],
  });
});

afterAll(async () => {
  await fake?.close();
  await new Promise<void>((resolve) => (hooks ? hooks.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  received.length = 0;
});

describe('money', () => {
  it('converts reais and cents without float drift', () => {
    expect(reaisToCents(19.9)).toBe(1990);
    expect(reaisToCents(0.29)).toBe(29);
    expect(reaisToCents(1520.35)).toBe(152035);
    expect(centsToReais(1990)).toBe(19.9);
    expect(centsToReais(5)).toBe(0.05);
    for (let cents = 0; cents < 20_000; cents += 7) expect(reaisToCents(centsToReais(cents))).toBe(cents);
  });
});

describe('AsaasClient against the fake Asaas', () => {
  it('connects: reads the account and its balance with the key in the access_token header', async () => {
    fake.clearRequests();
    const api = client();
    await expect(api.getMyAccount()).resolves.toEqual({
      name: 'Produtora Teste',
      email: 'produtora@example.com',
      cpfCnpj: '12345678000195',
      walletId: 'wal_test_producer',
    });
    expect((await api.getBalance()).balance).toBeGreaterThan(0);
    const [account] = fake.requestsTo('GET', '/v3/myAccount');
    expect(account?.accessToken).toBe(PRODUCER_KEY);
    expect(account?.headers['user-agent']).toBe('afilia');
    expect(account?.headers['content-type']).toBe('application/json');
    expect(fake.requestsTo('GET', '/v3/finance/balance')).toHaveLength(1);
  });

  it('reads the wallet from /wallets when /myAccount has none', async () => {
    fake.failNext('/myAccount', 200, { name: 'Produtora Teste', email: 'produtora@example.com' });
    fake.clearRequests();
    const account = await client().getMyAccount();
    expect(account.walletId).toBe('wal_test_producer');
    expect(fake.requestsTo('GET', '/v3/wallets')).toHaveLength(1);
  });

  it('answers asaasUnauthorized to an unknown key (Asaas: 401, empty body) and to a 403', async () => {
    const wrongKey = '$aact_WRONG_key_never_in_errors_91f3';
    const unauthorized = await appErrorOf(client({ apiKey: wrongKey }).getBalance());
    expect(unauthorized.code).toBe('errors.payments.asaasUnauthorized');
    expectNoSecret(unauthorized, wrongKey);

    fake.failNext('/finance/balance', 403, { errors: [{ code: 'forbidden', description: 'Sem permissão' }] });
    const forbidden = await appErrorOf(client().getBalance());
    expect(forbidden.code).toBe('errors.payments.asaasUnauthorized');
    expectNoSecret(forbidden, PRODUCER_KEY);
  });

  it("answers asaasRejected with Asaas' first description, on one line and at most 200 characters", async () => {
    const invalidCpf = await appErrorOf(
      client().findOrCreateCustomer({ name: 'Ana', email: 'ana@example.com', cpfCnpj: '123' }),
    );
    expect(invalidCpf.code).toBe('errors.payments.asaasRejected');
    expect(invalidCpf.params).toEqual({ message: 'O CPF/CNPJ informado é inválido.' });

    const long = `Linha\u0000um\r\n\u001b[31m${'x'.repeat(300)}\u202e`;
    fake.failNext('/finance/balance', 409, {
      errors: [
        { code: 'invalid_action', description: long },
        { code: 'other', description: 'segunda' },
      ],
    });
    const conflict = await appErrorOf(client().getBalance());
    expect(conflict.code).toBe('errors.payments.asaasRejected');
    const message = conflict.params?.message ?? '';
    expect(message.startsWith('Linha um [31mxxx')).toBe(true);
    expect(Array.from(message)).toHaveLength(200);
    expect(message).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(message).not.toContain('segunda');

    fake.failNext('/payments/pay_gone', 404, '');
    const missing = await appErrorOf(client().getPayment('pay_gone'));
    expect(missing.code).toBe('errors.payments.asaasRejected');
    expect(missing.params).toEqual({ message: 'HTTP 404' });
  });

  it('answers asaasUnavailable to 5xx, 429, bodies that are not JSON or not the expected shape', async () => {
    const cases: [number, string | { [key: string]: string | number }][] = [
      [500, { errors: 'boom' }],
      [502, '<html>Bad gateway</html>'],
      [429, { errors: 'slow down' }],
      [200, '<html>Manutenção programada</html>'],
      [200, { balance: 'muito' }],
      [200, ''],
    ];
    for (const [status, body] of cases) {
      fake.failNext('/finance/balance', status, body);
      const error = await appErrorOf(client().getBalance());
      expect(error.code, `${status} ${JSON.stringify(body)}`).toBe('errors.payments.asaasUnavailable');
      expectNoSecret(error, PRODUCER_KEY);
    }
  });

  it('gives up on a request that hangs after timeoutMs, as asaasUnavailable', async () => {
    fake.failNext('/finance/balance', 'hang');
    const started = Date.now();
    const error = await appErrorOf(client({ timeoutMs: 300 }).getBalance());
    expect(error.code).toBe('errors.payments.asaasUnavailable');
    expect(String(error.cause)).toContain('TimeoutError');
    expect(Date.now() - started).toBeLessThan(5000);
    expectNoSecret(error, PRODUCER_KEY);
  });

  it('never puts the API key in an error, even when the network fails or the key breaks the header', async () => {
    const closed = await startFakeAsaas();
    const deadUrl = closed.url;
    await closed.close();
    const refused = await appErrorOf(client({ baseUrl: deadUrl }).getBalance());
    expect(refused.code).toBe('errors.payments.asaasUnavailable');
    expect(String(refused.cause)).toContain('ECONNREFUSED');
    expectNoSecret(refused, PRODUCER_KEY);

    // fetch refuses a header value with a line break, quoting the value in its message.
    const brokenKey = 'abc\nSECRET_PART_OF_KEY_42';
    const broken = await appErrorOf(client({ apiKey: brokenKey }).getBalance());
    expect(broken.code).toBe('errors.payments.asaasUnavailable');
    expectNoSecret(broken, brokenKey);
    expectNoSecret(broken, 'SECRET_PART_OF_KEY_42');
  });

  it('finds a customer by CPF before creating one, and reuses it', async () => {
    fake.clearRequests();
    const api = client();
    const first = await api.findOrCreateCustomer({
      name: 'Bruno Reuso',
      email: 'bruno@example.com',
      cpfCnpj: '111.444.777-35',
      mobilePhone: '(11) 98765-4321',
      externalReference: 'buyer-1',
    });
    expect(first).toMatchObject({ name: 'Bruno Reuso', cpfCnpj: '11144477735', mobilePhone: '11987654321' });
    const again = await api.findOrCreateCustomer({
      name: 'Bruno R.',
      email: 'bruno@example.com',
      cpfCnpj: '11144477735',
    });
    expect(again.id).toBe(first.id);
    expect(fake.requestsTo('POST', '/v3/customers')).toHaveLength(1);
    const lookups = fake.requestsTo('GET', '/v3/customers');
    expect(lookups.map((r) => r.query.cpfCnpj)).toEqual(['11144477735', '11144477735']);
  });

  it('charges by Pix: QR code and BR Code, then the payment webhook reaches our endpoint with the token', async () => {
    const api = client();
    const dueDate = tomorrow();
    const payment = await api.createPayment({
      customer: await customerId(api),
      billingType: 'PIX',
      value: 97.5,
      dueDate,
      description: 'Curso FT24 (AF-1001)',
      externalReference: 'sale-pix-1',
    });
    expect(payment).toMatchObject({ status: 'PENDING', value: 97.5, billingType: 'PIX', dueDate });
    expect(payment.id).toMatch(/^pay_/);

    const qr = await api.getPixQrCode(payment.id);
    expect(qr.payload.startsWith('000201')).toBe(true);
    expect(qr.payload).toContain('540597.50');
    expect(qr.expirationDate).toBe(`${dueDate} 23:59:59`);
    expect(Buffer.from(qr.encodedImage, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');

    const balanceBefore = fake.balance(PRODUCER_KEY);
    const deliveries = await fake.markPaymentReceived(payment.id);
    expect(deliveries.map((d) => [d.event, d.status])).toEqual([['PAYMENT_RECEIVED', 200]]);
    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook?.headers['asaas-access-token']).toBe(WEBHOOK_TOKEN);
    expect(hook?.headers['content-type']).toBe('application/json');
    const event = asaasWebhookEventSchema.parse(JSON.parse(hook?.body ?? ''));
    expect(event.id).toMatch(/^evt_/);
    expect(event.event).toBe('PAYMENT_RECEIVED');
    expect(event.payment).toMatchObject({
      id: payment.id,
      status: 'RECEIVED',
      externalReference: 'sale-pix-1',
    });
    expect(event.payment?.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(fake.balance(PRODUCER_KEY)).toBeCloseTo(balanceBefore + 97.5, 2);
    await expect(api.getPayment(payment.id)).resolves.toMatchObject({ status: 'RECEIVED' });

    // A retry by Asaas repeats the very same event.
    await fake.redeliverLastEvent(PRODUCER_KEY);
    expect(received).toHaveLength(2);
    expect(received[1]?.body).toBe(hook?.body);

    const listed = await api.listPayments({ externalReference: 'sale-pix-1', status: 'RECEIVED' });
    expect(listed.data.map((p) => p.id)).toEqual([payment.id]);
  });

  it('sends the CONFIRMED event before RECEIVED when asked to', async () => {
    const api = client();
    const payment = await api.createPayment({
      customer: await customerId(api),
      billingType: 'BOLETO',
      value: 10,
      dueDate: tomorrow(),
      description: 'Confirmado primeiro',
      externalReference: 'sale-confirm-1',
    });
    const deliveries = await fake.markPaymentReceived(payment.id, { confirmFirst: true });
    expect(deliveries.map((d) => d.event)).toEqual(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED']);
    const events = received.map((r) => asaasWebhookEventSchema.parse(JSON.parse(r.body)));
    expect(events.map((e) => e.payment?.status)).toEqual(['CONFIRMED', 'RECEIVED']);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  });

  it('charges by boleto: a 47-digit line and a PDF at bankSlipUrl', async () => {
    const api = client();
    const payment = await api.createPayment({
      customer: await customerId(api),
      billingType: 'BOLETO',
      value: 150,
      dueDate: tomorrow(),
      description: 'Kit RC35',
      externalReference: 'sale-boleto-1',
    });
    const line = await api.getBoletoLine(payment.id);
    expect(line.identificationField).toMatch(/^\d{47}$/);
    expect(line.barCode).toMatch(/^\d{44}$/);
    expect(line.identificationField.endsWith('0000015000')).toBe(true);
    expect(payment.bankSlipUrl).toBe(`${fake.origin}/boleto/${payment.id}.pdf`);
    const pdf = await fetch(payment.bankSlipUrl ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const notBoleto = await api.createPayment({
      customer: payment.customer,
      billingType: 'PIX',
      value: 5,
      dueDate: tomorrow(),
      description: 'Pix',
      externalReference: 'sale-pix-2',
    });
    const refused = await appErrorOf(api.getBoletoLine(notBoleto.id));
    expect(refused.code).toBe('errors.payments.asaasRejected');
  });

  it('refuses a split to an unknown wallet and pays a known wallet its part when the buyer pays', async () => {
    const api = client();
    const customer = await customerId(api);
    const base = {
      customer,
      billingType: 'PIX' as const,
      value: 100,
      dueDate: tomorrow(),
      description: 'Com comissão',
    };
    const unknown = await appErrorOf(
      api.createPayment({
        ...base,
        externalReference: 'sale-split-bad',
        split: [{ walletId: 'wal_nobody', fixedValue: 30 }],
      }),
    );
    expect(unknown.code).toBe('errors.payments.asaasRejected');
    expect(unknown.params?.message).toContain('wal_nobody');
    const tooMuch = await appErrorOf(
      api.createPayment({
        ...base,
        externalReference: 'sale-split-all',
        split: [{ walletId: 'wal_test_reseller', fixedValue: 100 }],
      }),
    );
    expect(tooMuch.code).toBe('errors.payments.asaasRejected');

    const payment = await api.createPayment({
      ...base,
      externalReference: 'sale-split-ok',
      split: [{ walletId: 'wal_test_reseller', fixedValue: 30 }],
    });
    expect(payment.split?.[0]).toMatchObject({ walletId: 'wal_test_reseller', fixedValue: 30 });
    const producerBefore = fake.balance(PRODUCER_KEY);
    const resellerBefore = fake.balance(RESELLER_KEY);
    await fake.markPaymentReceived(payment.id);
    expect(fake.balance(PRODUCER_KEY)).toBeCloseTo(producerBefore + 70, 2);
    expect(fake.balance(RESELLER_KEY)).toBeCloseTo(resellerBefore + 30, 2);
    await expect(
      new AsaasClient({ apiKey: RESELLER_KEY, environment: 'sandbox', baseUrl: fake.url }).getBalance(),
    ).resolves.toEqual({ balance: resellerBefore + 30 });

    const refunded = await api.refundPayment(payment.id);
    expect(refunded.status).toBe('REFUNDED');
    expect(fake.balance(PRODUCER_KEY)).toBeCloseTo(producerBefore, 2);
    expect(fake.balance(RESELLER_KEY)).toBeCloseTo(resellerBefore, 2);
  });

  it('transfers by Pix out of the balance, and refuses more than the balance', async () => {
    const api = client();
    fake.setBalance(PRODUCER_KEY, 200);
    const transfer = await api.createTransfer({
      value: 120.5,
      pixAddressKey: 'produtora@example.com',
      pixAddressKeyType: 'EMAIL',
      description: 'Repasse de comissões',
      externalReference: 'payout-1',
    });
    expect(transfer).toMatchObject({ status: 'PENDING', value: 120.5, externalReference: 'payout-1' });
    expect(fake.requestsTo('POST', '/v3/transfers').at(-1)?.body).toMatchObject({ operationType: 'PIX' });
    await expect(api.getBalance()).resolves.toEqual({ balance: 79.5 });

    const tooMuch = await appErrorOf(
      api.createTransfer({
        value: 80,
        pixAddressKey: CPF,
        pixAddressKeyType: 'CPF',
        description: 'Além do saldo',
        externalReference: 'payout-2',
      }),
    );
    expect(tooMuch.code).toBe('errors.payments.asaasRejected');
    expect(tooMuch.params).toEqual({ message: 'Saldo insuficiente.' });
    await expect(api.getBalance()).resolves.toEqual({ balance: 79.5 });

    await fake.completeTransfer(transfer.id);
    await expect(api.getTransfer(transfer.id)).resolves.toMatchObject({ status: 'DONE' });
    const events = received.map((r) => asaasWebhookEventSchema.parse(JSON.parse(r.body)));
    expect(events.find((e) => e.event === 'TRANSFER_DONE')).toMatchObject({
      transfer: { id: transfer.id, status: 'DONE' },
    });

    const failing = await api.createTransfer({
      value: 50,
      pixAddressKey: CPF,
      pixAddressKeyType: 'CPF',
      description: 'Vai falhar',
      externalReference: 'payout-3',
    });
    await fake.failTransfer(failing.id, 'Chave Pix inexistente.');
    await expect(api.getTransfer(failing.id)).resolves.toMatchObject({
      status: 'FAILED',
      failReason: 'Chave Pix inexistente.',
    });
    await expect(api.getBalance()).resolves.toEqual({ balance: 79.5 });
  });

  it('encodes path ids so they cannot reach another path', async () => {
    fake.clearRequests();
    const api = client();
    const traversal = await appErrorOf(api.getPayment('../transfers'));
    expect(traversal.code).toBe('errors.payments.asaasRejected');
    await appErrorOf(api.getPixQrCode('a/b?c=1#d'));
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v3/payments/..%2Ftransfers',
      '/v3/payments/a%2Fb%3Fc%3D1%23d/pixQrCode',
    ]);
    expect(fake.requests.every((r) => Object.keys(r.query).length === 0)).toBe(true);

    fake.clearRequests();
    for (const id of ['..', '.', '']) {
      const refused = await appErrorOf(api.getTransfer(id));
      expect(refused.code).toBe('errors.payments.asaasRejected');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('lists payments with the date, status and paging filters Asaas takes', async () => {
    fake.clearRequests();
    const api = client();
    const today = businessDay(new Date());
    const page = await api.listPayments({
      startDate: today,
      endDate: today,
      status: 'PENDING',
      offset: 0,
      limit: 2,
    });
    expect(page.limit).toBe(2);
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect(page.data.every((p) => p.status === 'PENDING' && p.dateCreated === today)).toBe(true);
    expect(page.hasMore).toBe(page.totalCount > 2);
    expect(fake.requests[0]?.query).toEqual({
      'dateCreated[ge]': today,
      'dateCreated[le]': today,
      status: 'PENDING',
      offset: '0',
      limit: '2',
    });
    const none = await api.listPayments({ startDate: '2000-01-01', endDate: '2000-01-31' });
    expect(none).toMatchObject({ totalCount: 0, hasMore: false, data: [] });
  });
  it('reads webhook events it does not know without failing', () => {
    const parsed = asaasWebhookEventSchema.safeParse({
      id: 'evt_1&2',
      event: 'TRANSFER_BLOCKED',
      dateCreated: '2024-06-12 16:45:03',
      payment: null,
      transfer: { id: 't1', value: 10, status: 'BLOCKED', dateCreated: '2024-06-12', extra: { x: 1 } },
      account: { id: 'acc' },
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.transfer).toEqual({
      id: 't1',
      value: 10,
      status: 'BLOCKED',
      dateCreated: '2024-06-12',
    });
  });
});

describe('fake Asaas control endpoints (fake-asaas-cli)', () => {
  it('lets a browser test settle payments and transfers over HTTP', async () => {
    const controlled = await startFakeAsaas({ controlEndpoints: true });
    try {
      controlled.addAccount({
        apiKey: 'k_control',
        name: 'C',
        email: 'c@example.com',
        walletId: 'wal_c',
        balance: 50,
      });
      const api = new AsaasClient({ apiKey: 'k_control', environment: 'sandbox', baseUrl: controlled.url });
      const payment = await api.createPayment({
        customer: await customerId(api),
        billingType: 'PIX',
        value: 12.34,
        dueDate: tomorrow(),
        description: 'Controle',
        externalReference: 'sale-control',
      });
      const health = await fetch(`${controlled.origin}/__control/health`);
      await expect(health.json()).resolves.toEqual({ ok: true });
      const receive = await fetch(`${controlled.origin}/__control/payments/${payment.id}/receive`, {
        method: 'POST',
      });
      expect(receive.status).toBe(200);
      await expect(api.getPayment(payment.id)).resolves.toMatchObject({ status: 'RECEIVED' });
      const again = await fetch(`${controlled.origin}/__control/payments/${payment.id}/receive`, {
        method: 'POST',
      });
      expect(again.status).toBe(409);
      const unknown = await fetch(`${controlled.origin}/__control/transfers/nope/done`, { method: 'POST' });
      expect(unknown.status).toBe(404);

      const transfer = await api.createTransfer({
        value: 60,
        pixAddressKey: 'c@example.com',
        pixAddressKeyType: 'EMAIL',
        description: 'Repasse',
        externalReference: 'payout-control',
      });
      const fail = await fetch(`${controlled.origin}/__control/transfers/${transfer.id}/fail`, {
        method: 'POST',
        body: JSON.stringify({ reason: 'Conta encerrada.' }),
      });
      expect(fail.status).toBe(200);
      await expect(api.getTransfer(transfer.id)).resolves.toMatchObject({
        status: 'FAILED',
        failReason: 'Conta encerrada.',
      });
      await expect(api.getBalance()).resolves.toEqual({ balance: 62.34 });
    } finally {
      await controlled.close();
    }
  });
});

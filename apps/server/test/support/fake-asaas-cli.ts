import { type FakeAsaasAccountInput, startFakeAsaas } from './fake-asaas-server';

/**
 * Runs the fake Asaas on its own for browser tests and local runs:
 *
 *   FAKE_ASAAS_PORT=3211 node --import tsx apps/server/test/support/fake-asaas-cli.ts
 *
 * It listens on 127.0.0.1 (`FAKE_ASAAS_PORT`, default 3211) with the API at `/v3`, two demo accounts (the
 * producer `$aact_demo_producer`, wallet `wal_demo_producer`, and the reseller `$aact_demo_reseller`, wallet
 * `wal_demo_reseller`) plus those of `FAKE_ASAAS_ACCOUNTS` (a JSON array of
 * `{ apiKey, name, email, walletId, balance? }`), and the control endpoints without auth:
 * `GET /__control/health`, `POST /__control/payments/{id}/receive`, `POST /__control/payments/{id}/overdue`,
 * `POST /__control/transfers/{id}/done`, `POST /__control/transfers/{id}/fail`.
 */

const DEMO_ACCOUNTS: FakeAsaasAccountInput[] = [
  {
    apiKey: '$aact_demo_producer',
    name: 'Produtora Demo',
    email: 'produtor@afilia.demo',
    walletId: 'wal_demo_producer',
    balance: 1520.35,
  },
  {
    apiKey: '$aact_demo_reseller',
    name: 'Revendedor Demo',
    email: 'revendedor@afilia.demo',
    walletId: 'wal_demo_reseller',
    balance: 0,
    cpfCnpj: '52998224725',
  },
];

function extraAccounts(raw: string | undefined): FakeAsaasAccountInput[] {
  if (!raw?.trim()) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('FAKE_ASAAS_ACCOUNTS must be a JSON array');
  return parsed.map((entry: unknown, index) => {
    const item = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const field = (name: string) => {
      const value = item[name];
      if (typeof value !== 'string' || value === '') {
        throw new Error(`FAKE_ASAAS_ACCOUNTS[${index}].${name} must be a non-empty string`);
      }
      return value;
    };
    const balance = item.balance === undefined ? 0 : Number(item.balance);
    if (!Number.isFinite(balance)) throw new Error(`FAKE_ASAAS_ACCOUNTS[${index}].balance must be a number`);
    return {
      apiKey: field('apiKey'),
      name: field('name'),
      email: field('email'),
      walletId: field('walletId'),
      balance,
      ...(typeof item.cpfCnpj === 'string' ? { cpfCnpj: item.cpfCnpj } : {}),
    };
  });
}

const port = Number(process.env.FAKE_ASAAS_PORT ?? 3211);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('FAKE_ASAAS_PORT must be a port');

const fake = await startFakeAsaas({ port, host: '127.0.0.1', controlEndpoints: true });
const accounts = [...DEMO_ACCOUNTS, ...extraAccounts(process.env.FAKE_ASAAS_ACCOUNTS)];
for (const account of accounts) fake.addAccount(account);
console.log(`fake Asaas listening on ${fake.url} (${accounts.length} accounts)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

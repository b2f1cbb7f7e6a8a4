import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_SERVERS, E2E_WORKERS, type E2EServer } from './e2e/servers';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Files are spread over the workers, each with its own server (e2e/fixtures.ts); a file's tests run in
  // order on one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: E2E_SERVERS.flatMap(
    (server: E2EServer): NonNullable<PlaywrightTestConfig['webServer']> => [
      {
        // The local fake of the Asaas API (apps/server/test/support/fake-asaas-cli.ts), with the demo accounts.
        command: 'node --import tsx ../server/test/support/fake-asaas-cli.ts',
        url: `${server.fakeAsaasOrigin}/__control/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { FAKE_ASAAS_PORT: String(server.fakeAsaasPort) },
      },
      {
        command: 'node e2e/start-server.mjs',
        url: `${server.origin}/readyz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(server.port),
          APP_URL: server.origin,
          E2E_SERVER_INDEX: String(server.index),
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_AUTH_MAX: '100000',
          RATE_LIMIT_HTTP_MAX: '100000',
          RATE_LIMIT_READ_MAX: '100000',
          RATE_LIMIT_WRITE_MAX: '100000',
          RATE_LIMIT_ANON_READ_MAX: '100000',
          RATE_LIMIT_ANON_WRITE_MAX: '100000',
          LOGIN_MAX_FAILURES: '1000',
          SEED_DEMO: 'true',
          // The e2e support reads confirmation and reset links from the development mailbox.
          DEV_MAILBOX: 'true',
          ASAAS_API_URL: `${server.fakeAsaasOrigin}/v3`,
          // The webhooks spec's receiver listens on this machine.
          WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        },
      },
    ],
  ),
});

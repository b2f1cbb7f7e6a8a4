import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${PORT}`;
const FAKE_ASAAS_PORT = Number(process.env.FAKE_ASAAS_PORT ?? 3211);
export const FAKE_ASAAS_ORIGIN = `http://127.0.0.1:${FAKE_ASAAS_PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
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
  webServer: [
    {
      // The local fake of the Asaas API (apps/server/test/support/fake-asaas-cli.ts), with the demo accounts.
      command: 'node --import tsx ../server/test/support/fake-asaas-cli.ts',
      url: `${FAKE_ASAAS_ORIGIN}/__control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_ASAAS_PORT: String(FAKE_ASAAS_PORT) },
    },
    {
      command: 'node e2e/start-server.mjs',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        APP_URL: baseURL,
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
        ASAAS_API_URL: `${FAKE_ASAAS_ORIGIN}/v3`,
      },
    },
  ],
});

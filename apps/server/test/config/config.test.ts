import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('loadConfig: CLICK_FLUSH_INTERVAL_MS', () => {
  it('writes buffered clicks every second unless told otherwise', () => {
    expect(loadConfig({}).clickFlushIntervalMs).toBe(1000);
    expect(loadConfig({ CLICK_FLUSH_INTERVAL_MS: '250' }).clickFlushIntervalMs).toBe(250);
  });

  it('refuses an interval that is not a whole number of milliseconds between 50 and 60 000', () => {
    for (const value of ['0', '49', '60001', '1.5', 'soon']) {
      expect(() => loadConfig({ CLICK_FLUSH_INTERVAL_MS: value }), value).toThrow(/CLICK_FLUSH_INTERVAL_MS/);
    }
  });
});

describe('loadConfig: which payments provider is live', () => {
  const production = {
    NODE_ENV: 'production',
    FILES_SIGNING_SECRET: 'x'.repeat(48),
    APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  };

  it('refuses a production start-up without Stripe keys unless test payments are asked for', () => {
    expect(() => loadConfig(production)).toThrow(
      /STRIPE_SECRET_KEY: required in production.*PAYMENTS_TEST_MODE=true/s,
    );
    expect(() => loadConfig({ ...production, PAYMENTS_TEST_MODE: 'false' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' })).toMatchObject({
      stripe: null,
      paymentsMode: 'test-mode',
    });
  });

  it('runs Stripe in production with its key, saying whether the key is live', () => {
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc123' }).paymentsMode).toBe(
      'stripe-live',
    );
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'rk_live_abc123' }).paymentsMode).toBe(
      'stripe-live',
    );
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_test_abc123' }).paymentsMode).toBe(
      'stripe-test',
    );
    const both = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      PAYMENTS_TEST_MODE: 'true',
    });
    expect(both.paymentsMode).toBe('stripe-live');
    expect(both.warnings.join('\n')).toMatch(/PAYMENTS_TEST_MODE is ignored/);
  });

  it('keeps the built-in test mode outside production without any flag', () => {
    expect(loadConfig({}).paymentsMode).toBe('test-mode');
    expect(loadConfig({ NODE_ENV: 'test' }).paymentsMode).toBe('test-mode');
  });

  it('refuses a PAYMENTS_TEST_MODE that is not a boolean', () => {
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE/);
  });
});

describe('loadConfig: where webhooks may go', () => {
  const production = {
    NODE_ENV: 'production',
    FILES_SIGNING_SECRET: 'x'.repeat(48),
    APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    PAYMENTS_TEST_MODE: 'true',
  };

  it('accepts an allow-list of local receivers outside production only', () => {
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: ' 127.0.0.1, LocalHost ,' }).webhooks.allowedHosts).toEqual([
      '127.0.0.1',
      'localhost',
    ]);
    expect(loadConfig(production).webhooks.allowedHosts).toEqual([]);
    expect(() => loadConfig({ ...production, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(
      /WEBHOOK_ALLOWED_HOSTS: not allowed in production/,
    );
  });

  it('delivers every second unless told otherwise, and refuses a nonsense interval', () => {
    expect(loadConfig({}).webhooks.deliveryIntervalMs).toBe(1000);
    for (const value of ['0', '99', '60001', 'often'])
      expect(() => loadConfig({ WEBHOOK_DELIVERY_INTERVAL_MS: value }), value).toThrow(
        /WEBHOOK_DELIVERY_INTERVAL_MS/,
      );
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDelivery } from './delivery-request';
import { endpointUrlRefusal, isPublicAddress, type WebhookAddressPolicy } from './endpoint-address';

/** Production: https only, no host allowed beyond the public internet. */
const PRODUCTION: WebhookAddressPolicy = { allowHttp: false, allowedHosts: [] };
/** Development with plain http, and still nothing but public addresses. */
const LOCAL_HTTP: WebhookAddressPolicy = { allowHttp: true, allowedHosts: [] };

let server: Server;
let hits = 0;
let port = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('webhook address guard', () => {
  it('tells public addresses from loopback, private, link-local, reserved and mapped ones', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      'not-an-ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses, when saved, every URL that reaches an internal address or is not https in production', async () => {
    const refusals = {
      'https://127.0.0.1/hook': 'errors.webhooks.urlNotAllowed',
      'https://10.0.0.1/hook': 'errors.webhooks.urlNotAllowed',
      'https://192.168.0.1/hook': 'errors.webhooks.urlNotAllowed',
      'https://169.254.169.254/latest/meta-data/': 'errors.webhooks.urlNotAllowed',
      'https://[::1]/hook': 'errors.webhooks.urlNotAllowed',
      'https://[::ffff:127.0.0.1]/hook': 'errors.webhooks.urlNotAllowed',
      // A host name that resolves to loopback.
      'https://localhost/hook': 'errors.webhooks.urlNotAllowed',
      'https://user:secret@93.184.215.14/hook': 'errors.webhooks.urlNotAllowed',
      'file:///etc/passwd': 'errors.webhooks.urlNotAllowed',
      'http://93.184.215.14/hook': 'errors.webhooks.httpsRequired',
      'https://no-such-host.invalid/hook': 'errors.webhooks.urlUnresolvable',
    } as const;
    for (const [url, code] of Object.entries(refusals))
      expect(await endpointUrlRefusal(PRODUCTION, url), url).toBe(code);
    expect(await endpointUrlRefusal(PRODUCTION, 'https://93.184.215.14/hook')).toBeNull();
  });

  it('refuses at delivery a host that resolves to loopback now, whatever it resolved to when saved', async () => {
    for (const url of [
      `http://localhost:${port}/hook`,
      `http://127.0.0.1:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      const outcome = await sendDelivery(LOCAL_HTTP, { url, headers: {}, body: '{}' });
      expect(outcome, url).toMatchObject({ ok: false, failure: 'blocked_address', status: null });
    }
    for (const url of [
      'http://10.0.0.1/hook',
      'http://192.168.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const outcome = await sendDelivery(LOCAL_HTTP, { url, headers: {}, body: '{}' }, 500);
      expect(outcome, url).toMatchObject({ ok: false, failure: 'blocked_address' });
    }
    expect(hits).toBe(0);
  });

  it('delivers to a host on the allow-list, which tests and local development use', async () => {
    const outcome = await sendDelivery(
      { allowHttp: true, allowedHosts: ['localhost'] },
      { url: `http://localhost:${port}/hook`, headers: {}, body: '{}' },
    );
    expect(outcome).toMatchObject({ ok: true, status: 200, body: 'ok', failure: null });
    expect(hits).toBe(1);
  });
});

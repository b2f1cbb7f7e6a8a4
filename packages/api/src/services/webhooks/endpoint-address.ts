import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../errors';

/**
 * Where webhooks may go. A producer chooses the URL, so a delivery must never reach the platform's own
 * network: loopback, private, link-local (the cloud metadata service at 169.254.169.254), shared, reserved
 * and multicast ranges are refused whatever name leads to them. `allowedHosts` lets tests and local
 * development deliver to a receiver on this machine; the configuration refuses it in production.
 */
export interface WebhookAddressPolicy {
  /** Plain http is accepted only outside production. */
  allowHttp: boolean;
  /** Host names or addresses delivered to even though they are not public (never in production). */
  allowedHosts: readonly string[];
}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address carried in IPv6 (`::ffff:127.0.0.1`, `::127.0.0.1`) is judged as the IPv4 address. */
function embeddedIpv4(address: string): string | null {
  const match = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match?.[1]) return match[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether an IP address is on the public internet (not loopback, private, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return false;
  if (version === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return !NOT_PUBLIC.check(v4, 'ipv4');
    return !NOT_PUBLIC.check(bare, 'ipv6');
  }
  return !NOT_PUBLIC.check(bare, 'ipv4');
}

function hostAllowed(policy: WebhookAddressPolicy, hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return policy.allowedHosts.some((entry) => entry.toLowerCase() === bare);
}

/** Why a URL cannot receive webhooks, as the error code shown to the producer; null when it can. */
export type EndpointUrlRefusal =
  | 'errors.webhooks.httpsRequired'
  | 'errors.webhooks.urlNotAllowed'
  | 'errors.webhooks.urlUnresolvable';

function resolveAll(hostname: string): Promise<LookupAddress[] | null> {
  return new Promise((resolve) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      resolve(error ? null : addresses),
    );
  });
}

/**
 * Checks a URL when it is saved: http(s) only (https in production), no credentials in it, and a host that
 * is, or resolves only to, public addresses. Deliveries check again after their own DNS lookup.
 */
export async function endpointUrlRefusal(
  policy: WebhookAddressPolicy,
  raw: string,
): Promise<EndpointUrlRefusal | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'errors.webhooks.urlNotAllowed';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'errors.webhooks.urlNotAllowed';
  if (url.protocol === 'http:' && !policy.allowHttp) return 'errors.webhooks.httpsRequired';
  if (url.username || url.password) return 'errors.webhooks.urlNotAllowed';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (hostAllowed(policy, hostname)) return null;
  if (isIP(hostname)) return isPublicAddress(hostname) ? null : 'errors.webhooks.urlNotAllowed';
  const addresses = await resolveAll(hostname);
  if (!addresses || addresses.length === 0) return 'errors.webhooks.urlUnresolvable';
  return addresses.every((entry) => isPublicAddress(entry.address)) ? null : 'errors.webhooks.urlNotAllowed';
}

/** Refuses, with its error code, a URL that cannot receive webhooks. */
export async function assertEndpointUrl(policy: WebhookAddressPolicy, raw: string): Promise<void> {
  const refusal = await endpointUrlRefusal(policy, raw);
  if (refusal) throw new AppError(refusal);
}

/** The error a guarded lookup fails with: the delivery records it as `blocked_address`. */
export class BlockedAddressError extends Error {
  readonly code = 'EAFILIA_BLOCKED_ADDRESS';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
  }
}

/**
 * The DNS lookup a delivery's socket connects with: it resolves the name once, refuses it when any address
 * is not public (a name that answers 127.0.0.1, or rebinds to it between save and delivery), and hands the
 * socket exactly the addresses it checked, so no second lookup can answer differently.
 */
export function guardedLookup(policy: WebhookAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      if (!hostAllowed(policy, hostname)) {
        const blocked = list.find((entry) => !isPublicAddress(entry.address));
        if (blocked) return callback(new BlockedAddressError(hostname, blocked.address), '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Whether a delivery may connect to a URL whose host is an IP literal (no lookup happens for those). */
export function literalHostRefused(policy: WebhookAddressPolicy, url: URL): boolean {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(hostname) || hostAllowed(policy, hostname)) return false;
  return !isPublicAddress(hostname);
}

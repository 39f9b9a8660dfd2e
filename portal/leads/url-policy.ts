import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { allowLoopback } from './config';

/** A webhook target this server will not call: the reason is shown to the admin and kept as the row's last error. */
export class UrlRefused extends Error {}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Only public unicast addresses; loopback too when WEBHOOK_ALLOW_LOOPBACK=1. Private, link-local, CGNAT… are refused. */
export function isAllowedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (range === 'loopback' && allowLoopback());
}

/** The URL's shape: https (http only to loopback with the flag), no credentials, a host. Throws UrlRefused. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlRefused('not a valid URL');
  }
  const loopbackHttp = url.protocol === 'http:' && allowLoopback() && LOOPBACK_NAMES.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) throw new UrlRefused('must start with https://');
  if (url.username || url.password) throw new UrlRefused('must not contain a user name or password');
  return url;
}

/** Every address the host resolves to; all must be allowed, or the URL is refused (DNS may answer a mix). */
export async function resolveAllowed(hostname: string): Promise<dns.LookupAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare) ? [{ address: bare, family: net.isIP(bare) }] : await dns.promises.lookup(bare, { all: true, verbatim: true }).catch(() => {
    throw new UrlRefused(`the host ${bare} does not resolve`);
  });
  if (!addresses.length) throw new UrlRefused(`the host ${bare} does not resolve`);
  const bad = addresses.find((a) => !isAllowedAddress(a.address));
  if (bad) throw new UrlRefused(`the host ${bare} resolves to ${bad.address}, a private or reserved address`);
  return addresses;
}

/**
 * A `lookup` for http(s).request that checks what it resolves, so the connection goes to an address that was
 * checked at that moment (a DNS answer that changes after the save-time check is caught here).
 */
export function checkedLookup(hostname: string, options: dns.LookupOptions, callback: (...args: any[]) => void) {
  resolveAllowed(hostname).then(
    (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family)),
    (error) => callback(error),
  );
}

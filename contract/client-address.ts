import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { config } from '../config';

/**
 * Who is asking, when the site runs behind proxies. TRUST_PROXY is the number of proxy hops in front of the server
 * (`1`: one load balancer) or a comma-separated list of proxy addresses and subnets (`loopback, 10.0.0.0/8`).
 * The client address is taken that many hops from the right of X-Forwarded-For (proxy-addr, as Express does):
 * the leftmost entries are written by the client and prove nothing. Unset or `0` trusts no proxy.
 */
type Trust = (addr: string, hop: number) => boolean;

const NONE: Trust = () => false;
let compiled: { setting: string; trust: Trust } | null = null;

function compileTrust(setting: string): Trust {
  if (!setting || setting === '0') return NONE;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_addr, hop) => hop < hops;
  }
  try {
    return proxyAddr.compile(setting.split(',').map((s) => s.trim()).filter(Boolean));
  } catch (error) {
    console.warn('[proxy] TRUST_PROXY=%j is not a hop count or a list of addresses (%s); trusting no proxy', setting, (error as Error).message);
    return NONE;
  }
}

function trust(): Trust {
  const setting = config().TRUST_PROXY;
  if (compiled?.setting !== setting) compiled = { setting, trust: compileTrust(setting) };
  return compiled.trust;
}

export function clientIp(req: IncomingMessage): string {
  return proxyAddr(req, trust()) ?? '';
}

/** The request came straight from a trusted proxy, so its X-Forwarded-* headers are the proxy's word. */
export function fromTrustedProxy(req: IncomingMessage): boolean {
  return trust()(req.socket?.remoteAddress ?? '', 0);
}

/** https directly, or said by X-Forwarded-Proto from a trusted proxy (the nearest one). */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (!fromTrustedProxy(req)) return false;
  return String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase() === 'https';
}

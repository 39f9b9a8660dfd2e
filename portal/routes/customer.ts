import { object, size, string } from 'superstruct';
import { ApiError, type Ctx, type Router } from '../http';
import { assertBody } from '../validate';
import { customerCookie, customerCookieValue, CUSTOMER_TTL_SECONDS, findCustomer, type Customer } from '../customer/session';
import { isSitePath, redirectPath } from './common';
import { isHttps } from '../../contract/client-address';
import { config } from '../../config';

const DevLoginBody = object({ name: size(string(), 1, 80) });
const SSO_TIMEOUT_MS = 10_000;

function signIn(ctx: Ctx, customer: Customer): Customer {
  ctx.res.setHeader('set-cookie', customerCookie(ctx.req, customerCookieValue(customer), CUSTOMER_TTL_SECONDS));
  return customer;
}

/**
 * Asks the console's SSO service who a ticket belongs to (SSO_VALIDATE_URL?ticket=&service=). The answer is JSON
 * with displayName, bare or inside the {code, data} envelope. Anything else means the ticket is not valid.
 */
async function validateTicket(validateUrl: string, ticket: string, service: string): Promise<Customer | null> {
  const url = new URL(validateUrl);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  const response = await fetch(url, { signal: AbortSignal.timeout(SSO_TIMEOUT_MS) });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { displayName?: unknown; data?: { displayName?: unknown } } | null;
  const name = body?.displayName ?? body?.data?.displayName;
  return typeof name === 'string' && name.trim() ? { displayName: name.trim().slice(0, 80) } : null;
}

/** This callback's own address without the ticket: the `service` the login URL named, which SSO checks. */
function serviceUrl(ctx: Ctx): string {
  const proto = isHttps(ctx.req) ? 'https' : 'http';
  const url = new URL(ctx.req.url ?? '/', `${proto}://${ctx.req.headers.host ?? 'localhost'}`);
  url.searchParams.delete('ticket');
  return url.toString();
}

/** Customer login: GET /front/user, the SSO ticket callback, logout and the local development login. */
export function registerCustomer(router: Router) {
  router.get('/front/user', async (ctx) => findCustomer(ctx.req));

  // The console sends the visitor back here with ?ticket= after signing in (the `service` of the login URL).
  router.get('/sso/callback', async (ctx) => {
    const validateUrl = config().SSO_VALIDATE_URL;
    if (!validateUrl) throw new ApiError(404, '33922001', 'single sign-on is not configured (SSO_VALIDATE_URL)');
    const ticket = ctx.query.get('ticket') ?? '';
    const back = ctx.query.get('return') ?? '/';
    if (!ticket || ticket.length > 512) throw ApiError.badInput('ticket', 'is required');
    if (!isSitePath(back)) throw ApiError.badInput('return', 'must be a path on this site');
    const service = serviceUrl(ctx);
    const customer = await validateTicket(validateUrl, ticket, service).catch(() => null);
    if (!customer) throw new ApiError(401, '33920401', 'the login ticket is not valid; please log in again');
    signIn(ctx, customer);
    ctx.res.writeHead(302, { location: redirectPath(back), 'cache-control': 'no-store' });
    ctx.res.end();
  });

  router.post('/logout', async (ctx) => {
    ctx.res.setHeader('set-cookie', customerCookie(ctx.req, '', 0));
    return null;
  });

  // Local development and browser tests only: any name signs in. Off unless DEV_LOGIN=1.
  router.post('/dev-login', async (ctx) => {
    if (!config().DEV_LOGIN) throw new ApiError(404, '33922001', `no API call at ${ctx.path}`);
    const { name } = assertBody(DevLoginBody, ctx.body);
    return signIn(ctx, { displayName: name.trim() || 'developer' });
  });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleConsentForm } from '../../server/consent-form';
import { readConsent } from '../../contract/consent';

/** The no-script path of the cookie notice: a real HTTP server with the handler, driven with fetch. */
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!handleConsentForm(req, res)) {
      res.statusCode = 404;
      res.end('not handled');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (body: string, headers: Record<string, string> = { origin }) =>
  fetch(`${origin}/consent`, { method: 'POST', redirect: 'manual', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

/** What a browser would store from the answer's Set-Cookie. */
const stored = (response: Response) => {
  const cookie = response.headers.get('set-cookie') ?? '';
  return readConsent(cookie.split(';')[0]);
};

describe('POST /consent (the cookie notice without scripts)', () => {
  it.each([
    ['all', { statistics: true, targeting: true }],
    ['necessary', { statistics: false, targeting: false }],
  ])('stores the %s choice for a year and sends the visitor back to the page', async (choice, consent) => {
    const response = await post(`choice=${choice}&return=${encodeURIComponent('/ja/product/cloud-dns/?x=1')}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ja/product/cloud-dns/?x=1');
    expect(response.headers.get('set-cookie')).toMatch(/^cookie_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(stored(response)).toEqual(consent);
  });

  it.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)', ''])('sends the visitor home instead of to %j', async (back) => {
    const response = await post(`choice=all&return=${encodeURIComponent(back)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('refuses a post from another site, or one that does not say where it comes from, and stores nothing', async () => {
    const foreign: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of foreign) {
      const response = await post('choice=all&return=/', headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const sameOrigin = await post('choice=necessary&return=/', { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(303);
  });

  it.each([
    ['no choice', ''],
    ['an unknown choice', 'choice=everything'],
    ['an Object.prototype name', 'choice=__proto__'],
    ['another prototype name', 'choice=toString'],
    ['a body over 2 KB', `choice=all&pad=${'x'.repeat(4000)}`],
  ])('answers 400 to %s and stores nothing', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/choice/);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('leaves every other request to the site', async () => {
    expect((await fetch(`${origin}/consent`)).status).toBe(404);
    expect((await post('choice=all').then(() => fetch(`${origin}/consent/x`, { method: 'POST', headers: { origin } }))).status).toBe(404);
  });

  it('answers (303, percent-encoded) a return path holding control or non-Latin-1 characters instead of never answering', async () => {
    const back = '/ko/\u0001제품/?x=\u00ff\u4e00';
    const response = await post(`choice=all&return=${encodeURIComponent(back)}`, { origin }).then((r) => r, (e) => e);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ko/%01%EC%A0%9C%ED%92%88/?x=%C3%BF%E4%B8%80');
  });
});

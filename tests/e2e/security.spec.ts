import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { scriptSources } from '../../bench/js-size';
import { BRAND } from '../../contract/brand';
import { INLINE_SCRIPTS } from '../../server/csp';
import { prepareStore, startSite, tempDir, type RunningSite } from './support/site';
import { XSS_CORPUS } from './support/xss-corpus';
import { pageHydrated } from './support/hydrated';

const ABOUT = `/about-${BRAND.slug}/`;

/** Records CSP violations and dialogs from the first script on; Playwright's init script is not subject to the page's CSP. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  const console: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (m) => m.type() === 'error' && console.push(m.text()));
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    dialogs,
    console,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

test.describe('security headers', () => {
  test('pages carry one hash-based CSP, frame-ancestors, HSTS, referrer and permissions policies; every inline script is allowed by its hash', async ({ request }) => {
    const policies = new Set<string>();
    for (const path of ['/', '/ja/', ABOUT]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const h = response.headers();
      const csp = h['content-security-policy'];
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);
      expect(csp).not.toContain('nonce-');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(h['strict-transport-security']).toContain('max-age=31536000');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h.vary).toContain('User-Agent');
      const html = await response.text();
      expect(html).not.toMatch(/\snonce=/);
      // Inline scripts that run (not JSON data blocks): each one's exact text is hashed in the policy.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline.length).toBeGreaterThan(0);
      for (const text of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      // Script files, in tags or in the list the loader requests after the first paint, come from this origin only.
      expect(scriptSources(html).length).toBeGreaterThan(0);
      for (const src of scriptSources(html)) expect(src).toMatch(/^\/(?!\/)/);
      policies.add(csp);
    }
    // One policy for all pages and visitors: the HTML and headers a CDN keeps are the same for everyone.
    expect(policies.size).toBe(1);
  });

  test('API answers carry the security headers and a deny-all CSP', async ({ request }) => {
    const h = (await request.get('/api/portal/v1/website')).headers();
    expect(h['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h['strict-transport-security']).toContain('max-age=31536000');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['cache-control']).toBe('no-store');
  });

  test('form and search routes are never cached; anonymous pages are public for a CDN, the language-dependent root private', async ({ request }) => {
    for (const path of ['/contact/', '/ja/free-trial/', '/search/?keyword=cdn']) {
      const h = (await request.get(path)).headers();
      expect(h['cache-control']).toBe('no-store, no-cache, must-revalidate, private');
      expect(h['x-page-cache']).toBeUndefined();
    }
    const h = (await request.get('/ko')).headers();
    expect(h['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(h['surrogate-key']).toBe('site path:/');
    expect((await request.get('/')).headers()['cache-control']).toBe('private, no-cache');
    const signedIn = (await request.get('/ko', { headers: { cookie: 'console_session=abc' } })).headers();
    expect(signedIn['cache-control']).toBe('private, no-cache');
    expect(signedIn['surrogate-key']).toBeUndefined();
  });

  for (const path of ['/', '/ja', '/contact/']) {
    test(`${path} runs its scripts under the CSP without a single violation`, async ({ page }) => {
      const seen = await watch(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The page signals that it hydrated only when its scripts ran under the CSP.
      await pageHydrated(page);
      // A client-side navigation loads the next route's code through Next's runtime (same-origin chunks).
      await page.evaluate((to) => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(to), ABOUT);
      await expect(page).toHaveURL(new RegExp(`${ABOUT}$`));
      await expect(page.locator('main')).not.toBeEmpty();
      expect(await seen.violations()).toEqual([]);
      expect(seen.console.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
    });
  }
});

test.describe('stored content and redirects on a site of its own', () => {
  test.describe.configure({ mode: 'serial' });
  let site: RunningSite;
  let sso: http.Server;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dir = tempDir('perf-security-');
    await prepareStore(dir, async (store) => {
      const details = { visible: true, title: '<img src=x onerror=alert("title")>', html: XSS_CORPUS.join('\n<p>between</p>\n') };
      const data = {
        path: '/xss-corpus/',
        seo: { title: '</title><script>alert("seo")</script>', description: '"><script>alert("desc")</script>' },
        moduleViewList: [{ id: 'xss-1', name: '<script>alert("name")</script>', type: 'richText', details }],
      };
      await store.query(
        `INSERT INTO entries (kind, type, code, lang, title, summary, data) VALUES ('page', 'page', 'xss-corpus', 'EN_US', $1, $2, $3)`,
        ['<script>alert("page")</script>', 'summary', JSON.stringify(data)],
      );
      // Hostile mapping targets written straight to the table (past any editor validation); all pass its CHECK.
      const hostile = ['/\\evil.example/', '/\\/evil.example/', '/https://evil.example/', '/ /evil.example/', '/\t/evil.example/', '/javascript:alert(1)'];
      for (const [i, target] of hostile.entries()) {
        await store.query('INSERT INTO link_mappings (link_uri, target) VALUES ($1, $2)', [`/go-${i}/`, target]);
      }
      await store.query('INSERT INTO link_mappings (link_uri, target) VALUES ($1, $2)', ['/go-ok/', '/xss-corpus/']);
      // An unpublished page, and a published page with a pending draft.
      const text = (path: string, words: string) => JSON.stringify({ path, moduleViewList: [{ id: 't', name: 'Text', type: 'richText', details: { visible: true, html: `<p>${words}</p>` } }] });
      await store.query(`INSERT INTO entries (kind, type, code, lang, title, data, published) VALUES ('page', 'page', 'draft-only', 'EN_US', 'Draft only', $1, false)`, [text('/draft-only/', 'Secret draft words')]);
      await store.query(`INSERT INTO entries (kind, type, code, lang, title, data, draft) VALUES ('page', 'page', 'with-draft', 'EN_US', 'With draft', $1, $2)`, [
        text('/with-draft/', 'Published words'),
        JSON.stringify({ title: 'With draft', data: JSON.parse(text('/with-draft/', 'Pending draft words')) }),
      ]);
    });
    // A stand-in for the console's SSO ticket validation: every ticket is valid.
    sso = http.createServer((_, res) => res.end(JSON.stringify({ displayName: 'Visitor' })));
    await new Promise<void>((resolve) => sso.listen(0, '127.0.0.1', resolve));
    const ssoUrl = `http://127.0.0.1:${(sso.address() as AddressInfo).port}/validate`;
    site = await startSite({ PGLITE_DIR: dir, STAFF_SECRET: 'security-spec-staff-secret', SSO_VALIDATE_URL: ssoUrl });
  });

  test.afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => sso?.close(resolve));
  });

  test(`a corpus of ${XSS_CORPUS.length} XSS payloads stored in a rich-text module renders inert`, async ({ page }) => {
    const seen = await watch(page);
    const response = await page.goto(`${site.origin}/xss-corpus/`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('between').first()).toBeVisible();
    await page.locator('#user-content-x32').hover({ force: true, timeout: 2000 }).catch(() => undefined);
    await page.mouse.move(5, 5);
    const dom = await page.evaluate((allowed) => {
      const main = document.querySelector('main') ?? document.body;
      const handlers = [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`));
      const badUrls = [...document.querySelectorAll('[href], [src], [action], [formaction], [data]')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? el.getAttribute('formaction') ?? el.getAttribute('data') ?? '')
        .filter((v) => /^\s*(javascript|data:text|vbscript)/i.test(v));
      return {
        scriptsInMain: main.querySelectorAll('script').length,
        // Inline scripts that would run, other than the consent mark, the page-scripts loader and Next's chunk bootstrap
        // (stored content adds none).
        inlineScripts: [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')].filter((s) => !/json/.test(s.type) && !allowed.includes(s.text) && !s.text.startsWith('(globalThis["TURBOPACK"]')).length,
        dangerous: main.querySelectorAll('iframe, object, embed, form, base, meta, style, input, template').length,
        handlers,
        badUrls,
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        title: document.title,
      };
    }, INLINE_SCRIPTS);
    expect(seen.dialogs).toEqual([]);
    expect(dom).toEqual({ scriptsInMain: 0, inlineScripts: 0, dangerous: 0, handlers: [], badUrls: [], xss: null, title: '</title><script>alert("seo")</script>' });
    expect(await seen.violations()).toEqual([]);
  });

  test('a stored link mapping can never send the browser off-site', async ({ page, request }) => {
    for (let i = 0; i < 6; i++) {
      const answer = await request.get(`${site.origin}/go-${i}/`, { maxRedirects: 0 });
      const location = answer.headers().location;
      if (location) expect(new URL(location.replace(/\\/g, '/'), site.origin).origin).toBe(site.origin);
      await page.goto(`${site.origin}/go-${i}/`);
      expect(new URL(page.url()).origin).toBe(site.origin);
    }
    const mapped = await request.get(`${site.origin}/go-ok/`, { maxRedirects: 0 });
    expect(mapped.status()).toBe(307);
    expect(mapped.headers().location).toBe('/xss-corpus/');
    const api = await request.post(`${site.origin}/api/portal/v1/mapping`, { data: { linkUri: '/go-0/' } });
    expect((await api.json()).data).toBeNull();
  });

  test("the login callback's return address must be a path on this site", async ({ request }) => {
    const callback = (back: string) => request.get(`${site.origin}/api/portal/v1/sso/callback?ticket=t1&return=${encodeURIComponent(back)}`, { maxRedirects: 0 });
    for (const back of ['https://evil.example/', '//evil.example/', '/\\evil.example/', '/https://evil.example', 'javascript:alert(1)']) {
      const answer = await callback(back);
      expect(answer.status(), back).toBe(400);
      expect(answer.headers().location).toBeUndefined();
    }
    const ok = await callback('/blog/');
    expect(ok.status()).toBe(302);
    expect(ok.headers().location).toBe('/blog/');
  });

  test('redirect, service and similar query parameters never send the browser off-site', async ({ page }) => {
    const params = 'redirect=https://evil.example/&service=//evil.example/&returnUrl=/\\evil.example&next=https:evil.example&url=javascript:alert(1)';
    for (const path of ['/', '/go-ok/', '/blog/', '/contact/', '/search/', '/no-such-page/']) {
      const response = await page.goto(`${site.origin}${path}?${params}`);
      expect(response?.status()).toBeLessThan(500);
      expect(new URL(page.url()).origin).toBe(site.origin);
    }
  });

  test('drafts are unreachable without a valid preview token, and a preview never reaches the page cache', async ({ request }) => {
    const body = async (path: string) => {
      const answer = await request.get(`${site.origin}${path}`);
      return { status: answer.status(), cache: answer.headers()['x-page-cache'], html: await answer.text() };
    };
    const forged = 'eyJzdWIiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.forged';
    const hidden = await body('/draft-only/');
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain('Secret draft words');
    for (const path of ['/draft-only/', '/with-draft/']) {
      const attempt = await body(`${path}?ispreview=true&pretoken=${forged}`);
      expect(attempt.status).toBeGreaterThanOrEqual(400);
      expect(attempt.html).not.toMatch(/Secret draft words|Pending draft words/);
    }
    expect((await body('/with-draft/')).html).toContain('Published words');

    const issued = await request.post(`${site.origin}/api/portal/v1/preview/token`, { headers: { 'x-staff-secret': 'security-spec-staff-secret' }, data: {} });
    const { token } = (await issued.json()).data as { token: string };
    const preview = await body(`/with-draft/?ispreview=true&pretoken=${encodeURIComponent(token)}`);
    expect(preview.html).toContain('Pending draft words');
    expect(preview.cache).toBeUndefined();
    const after = await body('/with-draft/');
    expect(after.html).toContain('Published words');
    expect(after.html).not.toContain('Pending draft words');
  });
});

import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { gotoForm } from './support/island';
import { axeViolations } from './axe';
import { FIELDS, type FieldName } from '../../contract/form-fields';
import { FORMS, type FormName } from '../../contract/forms';
import strings from '../../i18n/strings/forms';
import { localePath, LOCALE_VALUE, type Locale } from '../../contract/locales';
import { consentGiven } from './support/consent';

/** Browser tests of the lead forms: fill and submit each in two locales, read the stored row back as staff. */

const API = '/api/portal/v1';
const STAFF = { 'x-staff-secret': 'e2e-staff-secret' }; // playwright.config.ts webServer env

const PAGES: Record<FormName, { path: string; locales: [Locale, Locale] }> = {
  'free-trial': { path: '/free-trial/', locales: ['en', 'ja'] },
  'custom-solutions': { path: '/custom-solutions-free-trial/', locales: ['cn', 'ko'] },
  contact: { path: '/contact/', locales: ['en', 'ko'] },
  partner: { path: '/partnership/', locales: ['en', 'ja'] },
  'esa-trial': { path: '/product/enterprise-secure-access-trial/', locales: ['en', 'cn'] },
  'vpn-promo': { path: '/promos/zero-trust-vpn-replacement-2/', locales: ['ja', 'ko'] },
};

// The cookie-consent dialog would cover the forms: these visitors have already chosen.
test.beforeEach(({ context, baseURL }) => consentGiven(context, baseURL));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's control by its visible label (required labels start with '* '). */
const field = (page: Page, locale: Locale, name: string) =>
  page.locator(`form[data-form]`).getByLabel(new RegExp(`^(\\* )?${escape((strings[locale].forms.label as Record<string, string>)[name])}$`));

/** An error message shown in the form (not the same words in a select's placeholder option). */
const message = (page: Page, text: string) => page.locator('form[data-form] p').filter({ hasText: new RegExp(`^${escape(text)}$`) }).first();

const SAMPLE: Partial<Record<FieldName, string>> = {
  firstName: 'Ada', lastName: 'Lovelace', company: `O'Reilly & Sons'); DROP TABLE submissions;--`, phone: '+81 3 1234 5678',
  phoneOrTelegram: '@ada_lovelace', website: 'engines.example.com', jobTitle: 'CTO', businessModel: 'Managed CDN services',
  businessAddress: '1 Engine Street, London', comments: `<script>alert(1)</script>'); DROP TABLE submissions; --`,
};

/** Fills every required field (and the comments) the way a visitor would, returning the email used. */
async function fillForm(page: Page, form: FormName, locale: Locale): Promise<string> {
  const email = `ada.${form}.${locale}.${Date.now()}@example.com`;
  for (const [name, need] of FORMS[form].fields) {
    if (need === 'optional' && name !== 'comments') continue;
    const kind = FIELDS[name].kind;
    if (kind === 'agreement') await page.locator('input[name="agreement"]').check();
    else if (kind === 'products') await page.locator('input[name="products"]').first().check();
    else if (kind === 'select' || kind === 'country') await field(page, locale, name).selectOption({ index: 1 });
    else if (kind === 'email') await field(page, locale, name).fill(email);
    else await field(page, locale, name).fill(SAMPLE[name] ?? 'x');
  }
  return email;
}

/** Types the captcha shown on the page; its text is read through the staff-only answer call. */
async function solveCaptcha(page: Page, request: APIRequestContext, locale: Locale, captcha: Promise<{ pictureType: string }>) {
  const { pictureType } = await captcha;
  const answer = await (await request.get(`${API}/captcha/${pictureType}/answer`, { headers: STAFF })).json();
  await expect(page.getByRole('img', { name: strings[locale].forms.captcha.alt })).toBeVisible();
  await field(page, locale, 'verifyCode').fill(answer.data.answer);
}

const captchaResponse = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `${API}/captcha` && r.ok()).then(async (r) => (await r.json()).data as { pictureType: string });

for (const [form, { path, locales }] of Object.entries(PAGES) as Array<[FormName, (typeof PAGES)[FormName]]>) {
  for (const locale of locales) {
    test(`${form} form in ${locale}: filled, submitted, stored, thank-you page`, async ({ page, request }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Waited for before the page loads: the form's island may fetch its captcha before goto returns.
      const captcha = captchaResponse(page);
      await gotoForm(page, localePath(locale, path));
      await expect(page.getByText(strings[locale].forms.requiredNote)).toBeVisible();
      const email = await fillForm(page, form, locale);
      await solveCaptcha(page, request, locale, captcha);

      const sent = page.waitForRequest((r) => r.url().includes(`${API}/form/add`));
      await page.getByRole('button', { name: strings[locale].forms.submit, exact: true }).click();
      const key = (await sent).headers()['idempotency-key'];
      await expect(page).toHaveURL(new RegExp(`${escape(localePath(locale, FORMS[form].thankYou))}$`));

      const stored = await (await request.get(`${API}/submissions?idempotencyKey=${key}`, { headers: STAFF })).json();
      expect(stored.data).toHaveLength(1);
      // Hostile text (a script tag, an SQL fragment) is stored exactly as typed.
      expect(stored.data[0]).toMatchObject({
        kind: `form:${form}`,
        lang: LOCALE_VALUE[locale],
        payload: { code: form, detail: { email, agreement: true, company: SAMPLE.company, comments: SAMPLE.comments } },
      });
      expect(errors).toEqual([]);
    });
  }

  const [locale] = locales.slice(-1);
  test(`${form} form in ${locale}: empty and bad-email submissions show the spec's messages, accessibly`, async ({ page }) => {
    const m: Record<string, string> = strings[locale].forms.msg;
    await gotoForm(page, localePath(locale, path));
    await page.getByRole('button', { name: strings[locale].forms.submit, exact: true }).click();
    const [firstName] = FORMS[form].fields[0];
    const first = firstName === 'products' ? page.locator('input[name="products"]').first() : field(page, locale, firstName);
    await expect(message(page, m.input)).toBeVisible();
    await expect(message(page, m.select)).toBeVisible();
    await expect(message(page, m[FORMS[form].agreementMessage])).toBeVisible();
    await expect(message(page, m.verifyCode)).toBeVisible();
    await expect(first).toBeFocused();

    await field(page, locale, 'email').fill('not-an-email');
    await page.getByRole('button', { name: strings[locale].forms.submit, exact: true }).click();
    await expect(message(page, m.email)).toBeVisible();
    const describedBy = await field(page, locale, 'email').getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toHaveText(m.email);
    // The form with its messages showing meets WCAG A/AA.
    expect(await axeViolations(page, { include: ['form[data-form]'] })).toEqual([]);
  });
}

test('a wrong captcha is refused next to the field, a new one is shown, and nothing is lost', async ({ page, request }) => {
  let captcha = captchaResponse(page);
  await gotoForm(page, '/contact/');
  const email = await fillForm(page, 'contact', 'en');
  const first = await captcha;
  await field(page, 'en', 'verifyCode').fill('WRONG');
  captcha = captchaResponse(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(message(page, strings.en.forms.msg.verifyCodeWrong)).toBeVisible();
  const second = await captcha;
  expect(second.pictureType).not.toBe(first.pictureType);
  await expect(field(page, 'en', 'email')).toHaveValue(email);
  await solveCaptcha(page, request, 'en', Promise.resolve(second));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/contact-thank-you\/$/);
});

test('a network failure keeps every value and the retry is stored once', async ({ page, request }) => {
  const captcha = captchaResponse(page);
  await gotoForm(page, '/ja/contact/');
  const email = await fillForm(page, 'contact', 'ja');
  await solveCaptcha(page, request, 'ja', captcha);
  // The first attempt reaches the server and is stored, but its answer is lost on the way back.
  let dropped = false;
  await page.route(`**${API}/form/add**`, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const submit = page.getByRole('button', { name: strings.ja.forms.submit, exact: true });
  await submit.click();
  await expect(page.locator('form[data-form] [role="alert"]')).toContainText(strings.ja.forms.failed.split('：')[0]);
  await expect(field(page, 'ja', 'email')).toHaveValue(email);
  const retry = page.waitForRequest((r) => r.url().includes(`${API}/form/add`));
  await submit.click();
  const key = (await retry).headers()['idempotency-key'];
  await expect(page).toHaveURL(/\/ja\/contact-thank-you\/$/);
  const stored = await (await request.get(`${API}/submissions?idempotencyKey=${key}`, { headers: STAFF })).json();
  expect(stored.data).toHaveLength(1);
  const byEmail = await (await request.get(`${API}/submissions?kind=form:contact&limit=200`, { headers: STAFF })).json();
  expect(byEmail.data.filter((row: { payload: { detail: { email: string } } }) => row.payload.detail.email === email)).toHaveLength(1);
});

test('a visitor who cannot see the picture verifies without it: the browser solves the proof of work, the form is stored', async ({ page, request }) => {
  const s = strings.ko.forms;
  await gotoForm(page, '/ko/contact/');
  const email = await fillForm(page, 'contact', 'ko');
  const nonVisual = page.waitForResponse((r) => new URL(r.url()).pathname === `${API}/captcha` && new URL(r.url()).searchParams.get('mode') === 'non-visual');
  await page.getByRole('button', { name: s.captcha.useNonVisual }).click();
  expect((await nonVisual).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: s.captcha.nonVisualActive })).toBeVisible();
  await expect(page.getByRole('img', { name: s.captcha.alt })).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().includes(`${API}/form/add`));
  await page.getByRole('button', { name: s.submit, exact: true }).click();
  const body = (await sent).postDataJSON() as { verifyCode: string; proof?: string; url?: string };
  expect(body.verifyCode).toBe('');
  expect(body.proof).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(body.url).toBeUndefined();
  await expect(page).toHaveURL(/\/ko\/contact-thank-you\/$/);
  const stored = await (await request.get(`${API}/submissions?kind=form:contact&limit=200`, { headers: STAFF })).json();
  expect(stored.data.filter((row: { payload: { detail: { email: string } } }) => row.payload.detail.email === email)).toHaveLength(1);
});

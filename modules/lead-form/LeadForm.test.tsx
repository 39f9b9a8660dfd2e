import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Router from 'next/router';
import { I18nProvider, type Locale } from '../../i18n';
import LeadForm from './LeadForm';
import type { LeadFormData } from './load.server';
import type { FormName } from '../../contract/forms';

jest.mock('next/router', () => ({ __esModule: true, default: { push: jest.fn(() => Promise.resolve(true)) } }));

const data: LeadFormData = {
  options: {
    industry: [{ code: '7C', name: 'IT Service' }, { code: '5A', name: 'Finance' }],
    annualRevenue: [{ code: '0-100K', name: '$0 - $100K' }],
    employees: [{ code: '1-50', name: '1-50' }],
    salesReps: [{ code: '1-5', name: '1-5' }],
    partnerType: [{ code: 'reseller', name: 'Reseller' }],
    partnerTier: [{ code: 'select', name: 'Select' }],
    productInterest: [{ code: 'cloud-security', name: 'Cloud Security', children: [{ code: 'waf', name: 'Web application firewall' }] }],
  },
  countries: [{ code: 'JP', name: 'Japan' }, { code: 'DE', name: 'Germany' }],
};

type Reply = { status: number; body?: unknown } | 'network';
let formReplies: Reply[] = [];
const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
  const path = new URL(url, 'http://localhost').pathname;
  const json = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body }) as Response;
  if (path.endsWith('/captcha')) return json(200, { code: '0', message: 'success', data: { pictureType: 'captcha-id-0001', image: 'data:image/svg+xml;base64,PHN2Zy8+' } });
  if (path.endsWith('/get-region')) return json(200, { code: '0', message: 'success', data: [] });
  const reply = formReplies.shift() ?? { status: 200, body: { code: '0', message: 'success', data: { submissionId: 1, receivedAt: '' } } };
  if (reply === 'network') throw new TypeError('Failed to fetch');
  return json(reply.status, reply.body);
});
const formCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/form/add'));

beforeEach(() => {
  formReplies = [];
  fetchMock.mockClear();
  (Router.push as jest.Mock).mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function show(form: FormName, locale: Locale = 'en') {
  render(
    <I18nProvider locale={locale}>
      <LeadForm id="m1" name="" details={{ form }} data={data} />
    </I18nProvider>,
  );
}
/** Types like a visitor: focus first (which is what loads the captcha), then the new value. */
function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  act(() => field.focus());
  fireEvent.change(field, { target: { value } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit|提交|送信|제출/ }));

/** The contact form's fields after the first name, the consent box included. */
function fillAfterFirstName() {
  type(/Last name/, 'Lovelace');
  type(/Business email/, 'ada@example.com');
  type(/^\* ?Company|Company/, 'Engines Ltd');
  fireEvent.change(screen.getByLabelText(/Country or region/), { target: { value: 'Japan' } });
  fireEvent.change(screen.getByLabelText(/Industry/), { target: { value: '7C' } });
  fireEvent.click(screen.getByLabelText(/I have read and agree/));
}

async function fillContact() {
  type(/First name/, 'Ada');
  fillAfterFirstName();
  await screen.findByRole('img', { name: 'Verification code picture' });
  type(/Verification code$/, 'ABCDE');
}

it('labels every field, marks required ones and explains the star', () => {
  show('partner');
  expect(screen.getByText('Fields with * are required')).toBeInTheDocument();
  for (const label of ['First name', 'Last name', 'Company', 'Business email', 'Phone', 'Country or region', 'Industry', 'Website', 'Job title',
    'Annual revenue (USD)', 'Employees', 'Sales representatives', 'Expected partnership type', 'Partner tier of interest',
    'What is your primary business model?', 'Business address', 'Comments', 'Verification code']) {
    expect(screen.getByLabelText(new RegExp(`^(\\* )?${label.replace(/[?()]/g, '\\$&')}$`))).toBeInTheDocument();
  }
  expect(screen.getByLabelText(/^\* First name$/)).toHaveAttribute('aria-required', 'true');
  expect(screen.getByLabelText(/^Partner tier of interest$/)).not.toHaveAttribute('aria-required');
});

it('shows the trial terms on the free-trial form and the products of interest', () => {
  show('free-trial');
  expect(screen.getByText('14-day free trial, no credit card needed')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Cloud Security' })).toBeInTheDocument();
  expect(screen.getByLabelText('Web application firewall')).toBeInTheDocument();
});

it('submitting the empty partner form shows the spec messages, links them to the fields and focuses the first', async () => {
  show('partner');
  submit();
  const first = screen.getByLabelText(/First name/);
  await waitFor(() => expect(first).toHaveFocus());
  expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(document.getElementById(first.getAttribute('aria-describedby')!)).toHaveTextContent('Please input');
  const industry = screen.getByLabelText(/Industry/);
  expect(document.getElementById(industry.getAttribute('aria-describedby')!)).toHaveTextContent('Please select');
  expect(screen.getByText('Please check the agreement')).toBeInTheDocument();
  expect(formCalls()).toHaveLength(0);
});

it('asks for a valid email address, in the page language', async () => {
  show('contact', 'ja');
  fireEvent.change(screen.getByLabelText(/会社のメールアドレス/), { target: { value: 'not-an-email' } });
  submit();
  expect(await screen.findByText('有効なメールアドレスを入力してください')).toBeInTheDocument();
  expect(screen.getByText('同意事項にチェックを入れてください')).toBeInTheDocument();
  expect(screen.getAllByText('入力してください').length).toBeGreaterThan(0);
});

it('refuses markup in a single-line field with its own message', async () => {
  show('contact', 'cn');
  fireEvent.change(screen.getByLabelText(/^\* 名$/), { target: { value: '<b>Ada</b>' } });
  submit();
  expect(await screen.findByText('请删除 < 和 > 字符')).toBeInTheDocument();
  expect(screen.getByLabelText(/^\* 名$/)).toHaveAttribute('maxlength', '100');
});

it('uses the VPN promo agreement wording', async () => {
  show('vpn-promo');
  submit();
  expect(await screen.findByText('please confirm the terms')).toBeInTheDocument();
});

it('keeps every value after a network failure, says so, and retries under the same idempotency key', async () => {
  show('contact', 'ko');
  type(/이름$/, 'Ada');
  type(/^\* 성$/, 'Lovelace');
  type(/회사 이메일/, 'ada@example.com');
  type(/^\* 회사$/, 'Engines Ltd');
  fireEvent.change(screen.getByLabelText(/국가 또는 지역/), { target: { value: 'Japan' } });
  fireEvent.change(screen.getByLabelText(/업종/), { target: { value: '7C' } });
  fireEvent.click(screen.getByLabelText(/다음에 동의합니다/));
  await screen.findByRole('img', { name: '인증 코드 이미지' });
  type(/인증 코드$/, 'ABCDE');
  formReplies = ['network'];
  submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 문제');
  expect(screen.getByLabelText(/회사 이메일/)).toHaveValue('ada@example.com');
  expect(screen.getByLabelText(/인증 코드$/)).toHaveValue('ABCDE');
  submit();
  await waitFor(() => expect(Router.push).toHaveBeenCalledWith('/ko/contact-thank-you/'));
  const [first, retry] = formCalls();
  const key = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key'];
  expect(key(retry)).toBe(key(first));
  expect(JSON.parse(String((retry[1] as RequestInit).body))).toMatchObject({ code: 'contact', pictureType: 'captcha-id-0001', verifyCode: 'ABCDE', detail: { firstName: 'Ada', country: 'Japan', agreement: true } });
});

it('shows a server field error next to its field and a wrong captcha next to the captcha', async () => {
  show('contact');
  await fillContact();
  formReplies = [{ status: 400, body: { code: '33920400', message: 'detail.email: fails email', data: { field: 'detail.email' } } }];
  submit();
  const email = screen.getByLabelText(/Business email/);
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent('Please input a valid email address');

  formReplies = [{ status: 400, body: { code: '33920400', message: 'verifyCode: wrong', data: { field: 'verifyCode' } } }];
  submit();
  expect(await screen.findByText('The verification code was wrong or expired; please enter the new one')).toBeInTheDocument();
  // A fresh captcha was fetched and the spent text cleared.
  await waitFor(() => expect(screen.getByLabelText(/Verification code$/)).toHaveValue(''));
  expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/captcha')).length).toBe(2);
  // The refusal stays in view after the spent text is cleared, until the visitor types the new code.
  const wrong = 'The verification code was wrong or expired; please enter the new one';
  expect(screen.getByText(wrong)).toBeInTheDocument();
  type(/Verification code$/, 'FGHJK');
  expect(screen.queryByText(wrong)).toBeNull();
  const [first, second] = formCalls();
  const key = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key'];
  expect(key(second)).not.toBe(key(first)); // a refused submission stored nothing: the next one is new
});

it('keeps the idempotency key after a 429, so the later retry cannot store the submission twice', async () => {
  show('contact');
  await fillContact();
  formReplies = [{ status: 429, body: { code: '33920429', message: 'too many requests', data: null } }];
  submit();
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  submit();
  await waitFor(() => expect(Router.push).toHaveBeenCalled());
  const [first, retry] = formCalls();
  const key = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key'];
  expect(key(retry)).toBe(key(first));
});

it('sends one request however often the button is pressed while submitting', async () => {
  show('contact');
  await fillContact();
  let release: () => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => {
    release = () => resolve({ ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data: { submissionId: 1, receivedAt: '' } }) } as Response);
  }));
  submit();
  const button = await screen.findByRole('button', { name: 'Submitting…' });
  expect(button).toBeDisabled();
  fireEvent.submit(button.closest('form')!);
  submit();
  await act(async () => release());
  await waitFor(() => expect(Router.push).toHaveBeenCalledWith('/contact-thank-you/'));
  expect(formCalls()).toHaveLength(1);
});

it('a picture captcha arriving after the visitor switched to the non-visual kind does not replace it', async () => {
  const captcha = (pictureType: string) => ({ ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data: { pictureType, image: 'data:image/svg+xml;base64,PHN2Zy8+' } }) }) as Response;
  let releasePicture: () => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (releasePicture = () => resolve(captcha('picture-captcha')))));
  fetchMock.mockImplementationOnce(async () => captcha('non-visual-captcha'));
  show('contact');
  type(/First name/, 'Ada'); // the first focus asks for the picture kind (held back above)
  fireEvent.click(screen.getByRole('button', { name: 'Cannot read the picture? Verify without it' }));
  await screen.findByText(/No picture to read/);
  await act(async () => releasePicture());
  fillAfterFirstName();
  submit();
  await waitFor(() => expect(formCalls()).toHaveLength(1));
  expect(JSON.parse(String((formCalls()[0][1] as RequestInit).body))).toMatchObject({ pictureType: 'non-visual-captcha', verifyCode: '' });
  expect(screen.queryByRole('img', { name: 'Verification code picture' })).toBeNull();
});

it('a new picture takes the old one and its text away at once: a code typed before it arrives stays, and is sent with it', async () => {
  const captcha = (pictureType: string) => ({ ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data: { pictureType, image: `data:image/svg+xml;base64,${btoa(`<svg id="${pictureType}"/>`)}` } }) }) as Response;
  show('contact');
  await fillContact(); // the first picture, code ABCDE typed
  let releaseSecond: () => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (releaseSecond = () => resolve(captcha('second-captcha')))));
  fireEvent.click(screen.getByRole('button', { name: 'Show a new verification code' }));
  // Gone as the request starts: no picture to read, nothing typed for the old one.
  expect(screen.queryByRole('img', { name: 'Verification code picture' })).toBeNull();
  expect(screen.getByLabelText(/Verification code$/)).toHaveValue('');
  // The visitor types (having seen the new picture on a slower screen, say) and submits before this page has it.
  type(/Verification code$/, 'FGHIJ');
  submit();
  await act(async () => releaseSecond());
  await waitFor(() => expect(formCalls()).toHaveLength(1));
  expect(JSON.parse(String((formCalls()[0][1] as RequestInit).body))).toMatchObject({ pictureType: 'second-captcha', verifyCode: 'FGHIJ' });
  expect(screen.getByLabelText(/Verification code$/)).toHaveValue('FGHIJ');
});

it('sends nothing when no captcha could be fetched, and says the verification is unavailable', async () => {
  fetchMock.mockImplementationOnce(async () => { throw new TypeError('Failed to fetch'); });
  show('contact');
  type(/First name/, 'Ada'); // asks for the captcha, which fails
  fillAfterFirstName();
  type(/Verification code$/, 'ABCDE');
  submit();
  // Said by the captcha, then by the form for the submission it held back.
  await waitFor(() => expect(screen.getAllByText('The verification code could not be loaded')).toHaveLength(2));
  expect(formCalls()).toHaveLength(0);
});

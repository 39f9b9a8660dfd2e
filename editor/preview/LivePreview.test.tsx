import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import LivePreview from './LivePreview';

/** The draft reaches the server once per pause in typing, newest last, and the frames offer three widths. */

const calls: Array<{ path: string; body: any }> = [];
beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname.replace('/api/portal/v1', '');
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const data = path.endsWith('/live-token') ? { token: 't', expiresAt: new Date(Date.now() + 900_000).toISOString() } : { expiresAt: '' };
    return { ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data }) } as Response;
  }) as unknown as typeof fetch;
  // jsdom does not navigate frames; the load into the frame out of sight is not under test here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const draft = (title: string) => ({ title, summary: '', data: { seo: {}, moduleViewList: [] } });

test('a burst of edits is held once, with the last draft, then the page loads with a live token', async () => {
  const view = (title: string) => (
    <I18nProvider locale="en">
      <LivePreview entryId={7} path="/about/" lang="JA_JP" draft={draft(title)} />
    </I18nProvider>
  );
  const { rerender } = render(view('A'));
  rerender(view('AB'));
  rerender(view('ABC'));
  await waitFor(() => expect(calls.some((c) => c.path === '/editor/entries/7/live-token')).toBe(true));
  const held = calls.filter((c) => c.path === '/editor/entries/7/live-draft');
  expect(held.map((c) => c.body.title)).toEqual(['ABC']);

  const frames = document.querySelectorAll('iframe');
  expect(frames).toHaveLength(2);
  expect([...frames].map((f) => f.getAttribute('title'))).toEqual(Array(2).fill('Live preview of /about/ (JA_JP), unsaved changes included'));
  expect([...frames].filter((f) => f.getAttribute('aria-hidden') === 'true')).toHaveLength(1);

  const phone = screen.getByRole('button', { name: 'Phone' });
  act(() => phone.click());
  expect(phone).toHaveAttribute('aria-pressed', 'true');
  expect(frames[0].style.width).toBe('375px');
});

test('a refused draft is reported, naming why, and the preview stays', async () => {
  (global.fetch as jest.Mock).mockImplementation(async () => ({
    ok: false, status: 400, json: async () => ({ code: '33920400', message: 'data: Expected an object, but received: "x"', data: { field: 'data' } }),
  }));
  render(
    <I18nProvider locale="en">
      <LivePreview entryId={7} path="/about/" lang="EN_US" draft={draft('A')} />
    </I18nProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be updated: data: Expected an object');
  expect(document.querySelectorAll('iframe')).toHaveLength(2);
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderEditorScreen } from '../test-render';
import NewsList from './NewsList';

/** A router that applies a shallow replace only when the test says so, as a busy browser does a moment later. */
const router = {
  isReady: true,
  asPath: '/editor/news/',
  replace: jest.fn(),
};
const applied: Array<() => void> = [];
jest.mock('next/router', () => ({ useRouter: () => router }));

const listed: string[] = [];
const fetchMock = jest.fn(async (url: string) => {
  const address = new URL(url);
  if (address.pathname.endsWith('/editor/news')) listed.push(address.search);
  return { ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data: [] }) } as Response;
});

beforeEach(() => {
  router.asPath = '/editor/news/';
  applied.length = 0;
  listed.length = 0;
  router.replace.mockReset().mockImplementation((to: string) => new Promise<boolean>((resolve) => {
    applied.push(() => {
      router.asPath = to;
      resolve(true);
    });
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** The list's filters (the create form below has fields of the same names). */
const filters = () => within(screen.getByRole('search'));
const replacedWith = () => router.replace.mock.calls.map(([to]) => to);

it('keeps each filter chosen before the address has caught up: the next change builds on it', async () => {
  renderEditorScreen(<NewsList />);
  const type = filters().getByLabelText('Content type');
  const language = filters().getByLabelText('Language');

  fireEvent.change(type, { target: { value: 'BLOG' } });
  expect(type).toHaveValue('BLOG');
  fireEvent.change(language, { target: { value: 'JA_JP' } });
  expect(type).toHaveValue('BLOG');
  expect(language).toHaveValue('JA_JP');
  fireEvent.change(filters().getByLabelText('Missing in'), { target: { value: 'KO_KR' } });
  expect(replacedWith()).toEqual(['/editor/news/?type=BLOG', '/editor/news/?type=BLOG&language=JA_JP', '/editor/news/?type=BLOG&language=JA_JP&missing=KO_KR']);
  expect(router.replace).toHaveBeenLastCalledWith('/editor/news/?type=BLOG&language=JA_JP&missing=KO_KR', undefined, { shallow: true });

  // The router applies the replaces in turn; the screen shows the last choice throughout, then the address's.
  for (const apply of applied) {
    await act(async () => apply());
    expect([type, language, filters().getByLabelText('Missing in')].map((field) => (field as HTMLSelectElement).value)).toEqual(['BLOG', 'JA_JP', 'KO_KR']);
  }
  expect(router.asPath).toBe('/editor/news/?type=BLOG&language=JA_JP&missing=KO_KR');
  expect(type).toHaveValue('BLOG');
  expect(language).toHaveValue('JA_JP');
  expect(filters().getByLabelText('Missing in')).toHaveValue('KO_KR');
});

it('reads its filters from the address, and removes a filter set back to all', async () => {
  router.asPath = '/editor/news/?type=BLOG&language=KO_KR&outdated=1#top';
  renderEditorScreen(<NewsList />);
  expect(filters().getByLabelText('Content type')).toHaveValue('BLOG');
  expect(filters().getByLabelText('Outdated translations only')).toBeChecked();
  await waitFor(() => expect(listed).toContainEqual(expect.stringContaining('&type=BLOG&language=KO_KR')));

  fireEvent.change(filters().getByLabelText('Language'), { target: { value: '' } });
  fireEvent.click(filters().getByLabelText('Outdated translations only'));
  expect(replacedWith()).toEqual(['/editor/news/?type=BLOG&outdated=1', '/editor/news/?type=BLOG']);
  expect(filters().getByLabelText('Outdated translations only')).not.toBeChecked();
});

it('marks its rows busy while they are fetched, and as another filter\'s until the new ones come', async () => {
  renderEditorScreen(<NewsList />);
  const results = () => document.querySelector('[data-list-results]');
  await waitFor(() => expect(results()).not.toHaveAttribute('aria-busy'));
  let answer = () => undefined as void;
  fetchMock.mockImplementationOnce((url: string) => new Promise((resolve) => {
    listed.push(new URL(url).search);
    answer = () => resolve({ ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data: [] }) } as Response);
  }));
  fireEvent.change(filters().getByLabelText('Content type'), { target: { value: 'BLOG' } });
  expect(results()).toHaveAttribute('aria-busy', 'true');
  expect(results()).toHaveClass('stale');
  await act(async () => answer());
  await waitFor(() => expect(results()).not.toHaveAttribute('aria-busy'));
  expect(results()).not.toHaveClass('stale');
  expect(listed.at(-1)).toContain('type=BLOG');
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderEditorScreen } from './test-render';
import MappingsEditor from './MappingsEditor';
import Schedules from './calendar/Schedules';

/** Small forms that empty themselves after a save: what the editor typed while the save was on its way stays. */
const ok = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data }) }) as Response;
let held: Promise<void> = Promise.resolve();
let answer = () => undefined as void;
const posted: unknown[] = [];
beforeEach(() => {
  held = new Promise((resolve) => (answer = resolve));
  posted.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return ok([]);
    const body = JSON.parse(String(init.body));
    posted.push(body);
    await held;
    return ok(new URL(url).pathname.endsWith('/schedules') ? { id: 1, ...body, state: 'pending' } : body);
  }) as unknown as typeof fetch;
});

it('a redirect typed while the one before is being saved is not emptied; a form left alone is', async () => {
  renderEditorScreen(<MappingsEditor />);
  fireEvent.change(screen.getByLabelText(/Old path/), { target: { value: '/old-a/' } });
  fireEvent.change(screen.getByLabelText(/Target path on this site/), { target: { value: '/new-a/' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save redirect' }));
  await waitFor(() => expect(posted).toEqual([{ linkUri: '/old-a/', target: '/new-a/' }]));
  fireEvent.change(screen.getByLabelText(/Old path/), { target: { value: '/old-b/' } });
  await act(async () => answer());
  // Saved and listed again (the form resets a moment after, when it does).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save redirect' })).toBeEnabled());
  await act(async () => new Promise((done) => setTimeout(done, 0)));
  expect(screen.getByLabelText(/Old path/)).toHaveValue('/old-b/');
  expect(screen.getByLabelText(/Target path on this site/)).toHaveValue('/new-a/');

  fireEvent.change(screen.getByLabelText(/Target path on this site/), { target: { value: '/new-b/' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save redirect' }));
  await waitFor(() => expect(posted).toHaveLength(2));
  await waitFor(() => expect(screen.getByLabelText(/Old path/)).toHaveValue(''));
  expect(screen.getByLabelText(/Target path on this site/)).toHaveValue('');
});

it('a schedule time typed while the one before is being made is not emptied; one left alone is', async () => {
  renderEditorScreen(<Schedules target={{ entryId: 7 }} readOnly={false} report={() => undefined} />);
  const when = screen.getByLabelText('Date and time');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled());
  fireEvent.change(when, { target: { value: '2026-12-01T09:00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  fireEvent.change(when, { target: { value: '2026-12-02T10:30' } });
  await act(async () => answer());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled());
  expect(when).toHaveValue('2026-12-02T10:30');
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(posted).toHaveLength(2));
  await waitFor(() => expect(when).toHaveValue(''));
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Field, Form } from 'react-final-form';
import { renderEditorScreen } from '../test-render';
import LiveSplit, { ReportDraft } from './LiveSplit';

/** The shared split: a form's values, made a draft, reach the preview beside it; viewers get the form alone. */

let role = 'editor';
let meServed = false;
const held: any[] = [];
beforeEach(() => {
  held.length = 0;
  meServed = false;
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname.replace('/api/portal/v1', '');
    if (path.endsWith('/live-draft')) held.push(JSON.parse(String(init.body)));
    if (path === '/editor/me') meServed = true;
    const data = path === '/editor/me' ? { staff: { id: 1, email: 'e@example.com', name: '', role }, expiresAt: '' }
      : path.endsWith('/live-token') ? { token: 't', expiresAt: new Date(Date.now() + 900_000).toISOString() } : { expiresAt: '' };
    return { ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data }) } as Response;
  }) as unknown as typeof fetch;
  // jsdom does not navigate frames; the frame loads are LivePreview's own test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const toDraft = jest.fn((values: { name?: string }) => ({ title: (values.name ?? '').toUpperCase(), data: { kept: true } }));

/** A form whose values its screen turns into a draft, beside the live preview. */
function Screen() {
  return (
    <LiveSplit target={{ id: 5, path: '/blog/edge/', lang: 'JA_JP' }}>
      {(onDraft) => (
        <Form<{ name?: string }> initialValues={{ name: 'a' }} onSubmit={() => undefined} render={() => (
          <form>
            <label htmlFor="name">Name</label>
            <Field name="name" component="input" id="name" />
            <ReportDraft toDraft={toDraft} onDraft={onDraft} />
          </form>
        )} />
      )}
    </LiveSplit>
  );
}

test("the form's values, as its screen makes them a draft, are previewed beside the form, in the entry's language", async () => {
  role = 'editor';
  renderEditorScreen(<Screen />);
  const frames = await screen.findAllByTitle('Live preview of /blog/edge/ (JA_JP), unsaved changes included');
  expect(frames).toHaveLength(2);
  await waitFor(() => expect(held).toEqual([{ title: 'A', data: { kept: true } }]));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ab' } });
  await waitFor(() => expect(held.at(-1)).toEqual({ title: 'AB', data: { kept: true } }));
  expect(screen.getByLabelText('Name').closest('div')?.nextElementSibling).toHaveAccessibleName('Live preview');
});

test('an edit that leaves the draft as it was sends nothing new', async () => {
  role = 'editor';
  renderEditorScreen(<Screen />);
  await waitFor(() => expect(held).toHaveLength(1));
  // 'A' and 'a' make the same draft.
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A' } });
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(held).toHaveLength(1);
});

test('a viewer gets the form without the preview', async () => {
  role = 'viewer';
  renderEditorScreen(<Screen />);
  await waitFor(() => expect(meServed).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(screen.getByLabelText('Name')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Live preview' })).toBeNull();
  expect(held).toHaveLength(0);
});

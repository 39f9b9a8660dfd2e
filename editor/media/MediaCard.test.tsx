import { fireEvent, screen } from '@testing-library/react';
import { renderEditorScreen } from '../test-render';
import MediaCard from './MediaCard';

const item = { id: 5, name: 'edge-map.png', mime: 'image/png', kind: 'image' as const, bytes: 2048, width: 640, height: 320, alt: {}, url: '/media/abc-640x320.png', createdBy: 'e@example.com', createdAt: '2026-11-20T00:00:00Z' };
const use = { id: 9, kind: 'page', type: 'page', code: 'about', lang: 'EN_US' as const, title: 'About', published: true };

it('a refused delete says the item is in use when the uses arrive only with the refusal (Delete pressed before they loaded)', async () => {
  let detailsAsked = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname.replace('/api/portal/v1', '');
    if (init?.method === 'POST' && path === '/editor/media/5/delete') {
      return { ok: false, status: 409, json: async () => ({ code: '33920409', message: 'in use', data: null }) } as Response;
    }
    // The first answer (before anyone used it) is empty; by the time of the refusal a page uses it.
    detailsAsked += 1;
    const uses = detailsAsked === 1 ? [] : [use];
    return { ok: true, status: 200, json: async () => ({ code: '0', message: 'success', data: { ...item, uses } }) } as Response;
  }) as unknown as typeof fetch;
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderEditorScreen(<MediaCard item={item} onChanged={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete edge-map.png' }));
  expect(await screen.findByText(/edge-map.png is used by the entries below and cannot be deleted/)).toBeInTheDocument();
});

import { render, screen } from '@testing-library/react';
import HomeModules from './HomeModules';
import { loadHomeModules } from './load.server';

const stored = [
  { id: 1, type: 'serviceColumn', details: JSON.stringify({ visible: true, title: 'What we do', columns: [{ title: 'Security' }] }) },
  { id: 2, type: 'videoAdPromotion', details: JSON.stringify({ visible: true, title: 'Tour', videoUrl: 'https://media.example/tour.mp4' }) },
  { id: 3, type: 'videoAdPromotion', details: JSON.stringify({ visible: false, title: 'Hidden', videoUrl: 'https://media.example/x.mp4' }) },
  { id: 4, type: 'serviceColumn', details: '{broken' },
  { id: 5, type: 'serviceColumn', details: JSON.stringify({ visible: true, columns: [] }) },
  { id: 6, type: 'unknownKind', details: '{}' },
];

describe('homeModules', () => {
  it('loads the placement and keeps only visible, valid modules of known kinds, in order', async () => {
    const get = jest.fn(async (_path: string) => stored);
    const { data } = await loadHomeModules({ belongType: 'HOME' }, { api: { get } as never, locale: 'en', query: {}, preview: false, userAgent: '' });
    expect(get).toHaveBeenCalledWith('/HOME/json-modules', undefined, { silent: true });
    expect(data!.modules.map((m) => m.id)).toEqual(['1', '2']);
    render(<HomeModules id="h" name="" details={{ belongType: 'HOME' }} data={data!} />);
    // The kinds' components load lazily (registry pattern), so wait for them to arrive.
    expect(await screen.findByRole('heading', { name: 'What we do' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play video' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('hydrates as its most eager module needs: on use with a video, never with only static columns', async () => {
    const load = (rows: typeof stored) => loadHomeModules({ belongType: 'HOME' }, { api: { get: jest.fn(async () => rows) } as never, locale: 'en', query: {}, preview: false, userAgent: '' });
    expect((await load(stored)).interactive).toBe('when-used');
    expect((await load(stored.filter((m) => m.type === 'serviceColumn'))).interactive).toBe(false);
    expect((await load([])).interactive).toBe(false);
  });
});

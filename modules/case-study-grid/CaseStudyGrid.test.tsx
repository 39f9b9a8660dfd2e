import { fireEvent, render, screen } from '@testing-library/react';
import CaseStudyGrid from './CaseStudyGrid';

const row = (code: string, tag: string) => ({ id: 1, type: 'CASE_STUDY', code, tag, title: code, summary: '', image: null, publishTime: '2025-05-01T00:00:00.000Z', url: `/case-study/${code}/`, data: {} });
const rows = [row('streamline', 'media-entertainment'), row('kumo', 'gaming'), row('atlas', 'travel-hospitality')];
const tags = [{ label: 'Gaming', tag: 'gaming' }, { label: 'Energy', tag: 'energy' }];

describe('caseStudyGrid', () => {
  it('filters the cards by industry tag', () => {
    render(<CaseStudyGrid id="c" name="" details={{ tags }} data={{ rows }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Gaming' }));
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual(['/case-study/kumo/']);
    expect(screen.getByRole('button', { name: 'Gaming' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Energy' }));
    expect(screen.getByText('No Data')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('loads the fixed industry only', async () => {
    const post = jest.fn(async () => ({ total: 0, pageIndex: 0, pageSize: 50, rows: [] }));
    const { loadCaseStudyGrid } = await import('./load.server');
    await loadCaseStudyGrid({ tag: 'gaming' }, { api: { post } as never, locale: 'en', query: {}, preview: false, userAgent: '' });
    expect(post).toHaveBeenCalledWith('/news/case_study', expect.objectContaining({ tag: 'gaming', pageSize: 50 }), { silent: true });
  });
});

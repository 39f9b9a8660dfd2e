import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../i18n';
import LeadsChart from './LeadsChart';

const counts = [
  { day: '2026-11-20', form: 'contact', count: 3 },
  { day: '2026-11-20', form: 'free-trial', count: 1 },
  { day: '2026-11-21', form: 'free-trial', count: 5 },
];

describe('LeadsChart', () => {
  it('draws one stacked bar per day, named by the caption, with every number in a table', () => {
    const { container } = render(<I18nProvider locale="ja"><LeadsChart counts={counts} /></I18nProvider>);
    expect(screen.getByRole('figure', { name: 'フォーム別・日別のリード数' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'フォーム別・日別のリード数' })).toBeInTheDocument();
    // 2026-11-20 has two segments (contact, free-trial), 2026-11-21 one; the wider bar is the day with more leads.
    const bars = [...container.querySelectorAll('svg g')].map((g) => [...g.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width'))));
    expect(bars.map((b) => b.filter((w) => w > 0).length)).toEqual([2, 1]);
    expect(bars[1].reduce((a, b) => a + b)).toBeGreaterThan(bars[0].reduce((a, b) => a + b));
    const table = screen.getByRole('table', { name: 'フォーム別・日別のリード数' });
    const rows = within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([['日付', 'free-trial', 'contact', '合計'], ['2026-11-20', '1', '3', '4'], ['2026-11-21', '5', '0', '5']]);
  });

  it('says so when there is nothing to draw', () => {
    render(<I18nProvider locale="ko"><LeadsChart counts={[]} /></I18nProvider>);
    expect(screen.getByText('이 범위에는 리드가 없습니다.')).toBeInTheDocument();
  });
});

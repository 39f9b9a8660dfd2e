import axe from 'axe-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import ModulePicker from './ModulePicker';

// The test-only module type, registered the documented way (one folder, one registry line): the picker must list it.
jest.mock('../../modules', () =>
  Object.defineProperty({ ...jest.requireActual('../../modules'), quote: jest.requireActual('../../modules/__fixtures__/quote').default }, '__esModule', { value: true }),
);

function open(locale: 'en' | 'ko' = 'en', picks: string[] = []) {
  render(
    <I18nProvider locale={locale}>
      <main>
        <ModulePicker onPick={(type) => picks.push(type)} />
      </main>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Add a module…' : '모듈 추가…' }));
  return screen.getByRole('dialog');
}
const listed = (dialog: HTMLElement) => within(within(dialog).getByRole('list')).queryAllByRole('button');

describe('ModulePicker', () => {
  it('lists every declared type with its name, description and sketch, the fixture module among them', () => {
    const dialog = open();
    expect(dialog).toHaveAccessibleName('Add a module');
    const countdown = within(dialog).getByRole('button', { name: 'Countdown' });
    expect(countdown).toHaveAccessibleDescription('Time left until an event starts.');
    // The sketch comes from the declaration (modules/countdown/index.ts); the fixture has none, so one is drawn from its schema.
    expect(countdown.querySelector('svg')?.getAttribute('data-sketch')).toBe('H|NNNN');
    const quote = within(dialog).getByRole('button', { name: 'quote' });
    expect(quote.querySelector('svg')?.getAttribute('data-sketch')).toBe('H|t|t');
    expect(listed(dialog)).toHaveLength(30);
  });

  it('filters as the editor types, in the editor language, and says when nothing matches', () => {
    const dialog = open('ko');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: '모듈 유형 검색' }), { target: { value: '카운트' } });
    expect(listed(dialog).map((b) => b.getAttribute('data-module-type'))).toEqual(['countdown']);
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'quo' } });
    expect(listed(dialog).map((b) => b.getAttribute('data-module-type'))).toEqual(['quote']);
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(listed(dialog)).toEqual([]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('“zzz”와(과) 일치하는 모듈 유형이 없습니다.');
  });

  it('is operated by keyboard: arrow down from the search box through the options, Enter adds, and it closes', () => {
    const picks: string[] = [];
    const dialog = open('en', picks);
    const search = within(dialog).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'count' } });
    search.focus();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Countdown' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.click(document.activeElement!); // Enter on a focused button is a click
    expect(picks).toEqual(['countdown']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations when open', async () => {
    const dialog = open();
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

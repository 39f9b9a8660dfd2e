import { demoPage } from '../tests/support/builder-content';
import { mapBuilderBlocks, resolveLocalized } from './map';

describe('mapBuilderBlocks (Builder content → our module list)', () => {
  it('flattens layout blocks, keeps reading order, maps HTML blocks to rich text and skips unknown components', () => {
    const { modules, skipped } = mapBuilderBlocks(demoPage('en').data.blocks, 'en-US');
    expect(modules.map((m) => [m.id, m.type])).toEqual([
      ['builder-banner1', 'banner'],
      ['builder-features1', 'featureGrid'],
      ['builder-stats1', 'stats'],
      ['builder-text1', 'richText'],
      ['builder-broken1', 'stats'],
      ['builder-cta1', 'cta'],
    ]);
    expect(modules[0].name).toBe('Hero');
    expect(modules[1].name).toBe('Why teams pick us');
    expect(skipped).toEqual([{ id: 'builder-widget1', component: 'ThirdPartyWidget', reason: 'unknown component' }]);
  });

  it('a broken block never breaks the rest, and garbage is no content', () => {
    const poisoned = { id: 'p', get component(): never { throw new Error('boom'); } };
    const { modules, skipped } = mapBuilderBlocks([poisoned, null, 'text', { id: 'ok', component: { name: 'cta', options: { title: 'T', buttonText: 'B', url: '/x/' } } }], 'en-US');
    expect(modules.map((m) => m.id)).toEqual(['ok']);
    expect(skipped[0].reason).toMatch(/unreadable block: boom/);
    expect(mapBuilderBlocks({ not: 'a list' }, 'en-US').modules).toEqual([]);
    expect(mapBuilderBlocks(undefined, 'en-US').modules).toEqual([]);
  });

  it('does not offer route-composed module types, and never follows blocks without end', () => {
    expect(mapBuilderBlocks([{ id: 'd', component: { name: 'docArticle', options: {} } }], 'en-US').skipped[0].reason).toBe('unknown component');
    let deep: unknown = { id: 'leaf', component: { name: 'cta', options: { title: 'T', buttonText: 'B', url: '/x/' } } };
    for (let i = 0; i < 50; i += 1) deep = { children: [deep] };
    expect(mapBuilderBlocks([deep], 'en-US').modules).toEqual([]);
  });

  it('resolves Builder localized values for the page locale, falling back to Default', () => {
    const value = { '@type': '@builder.io/core:LocalizedValue', Default: 'Hello', 'ja-JP': 'こんにちは' };
    expect(resolveLocalized({ title: value, items: [{ label: value }] }, 'ja-JP')).toEqual({ title: 'こんにちは', items: [{ label: 'こんにちは' }] });
    expect(resolveLocalized(value, 'ko-KR')).toBe('Hello');
  });
});

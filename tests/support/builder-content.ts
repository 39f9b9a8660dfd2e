/**
 * Recorded Builder content (the v3 content API's `page` model answer, trimmed to what we read), served by the
 * stand-in (tests/support/builder-standin.ts) and mapped in builder/map.test.ts. The landing page puts our
 * module types inside Builder's layout blocks (Box, Columns, Section), with a Japanese variant targeted at ja-JP, an
 * HTML block carrying script, a component we do not know and a block whose options fail its schema.
 */
const el = (id: string, component: { name: string; options?: Record<string, unknown> } | null, children?: unknown[], layerName?: string) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  ...(layerName ? { layerName } : {}),
  ...(component ? { component } : {}),
  ...(children ? { children } : {}),
});

type Lang = 'en' | 'ja';
const t = (en: string, ja: string) => ({ en, ja });
const COPY = {
  title: t('Builder demo: the edge, composed visually', 'Builder デモ: ビジュアルに組み立てたエッジ'),
  subtitle: t('A landing page composed in Builder.io with our own modules.', '自社モジュールで Builder.io 上に組み立てたランディングページ。'),
  features: t('Why teams pick us', '選ばれる理由'),
  f1: t('Global network', 'グローバルネットワーク'),
  f2: t('Built-in security', '標準搭載のセキュリティ'),
  stats: t('By the numbers', '数字で見る'),
  pops: t('Points of presence', '拠点数'),
  html: t('Composed in Builder, rendered by our registry.', 'Builder で作成し、レジストリで描画。'),
  cta: t('Start your free trial', '無料トライアルを始める'),
  button: t('Try it free', '無料で試す'),
};

export function demoPage(lang: Lang, urlPath = '/lp/builder-demo') {
  const c = (key: keyof typeof COPY) => COPY[key][lang];
  return {
    id: `builder-demo-${lang}`,
    name: `Builder demo (${lang})`,
    query: [
      { property: 'urlPath', operator: 'is', value: urlPath },
      { property: 'locale', operator: 'is', value: lang === 'ja' ? 'ja-JP' : 'en-US' },
    ],
    data: {
      title: c('title'),
      description: c('subtitle'),
      url: urlPath,
      blocks: [
        el('builder-box1', null, [
          el('builder-banner1', { name: 'banner', options: { slides: [{ title: c('title'), subtitle: c('subtitle') }] } }, undefined, 'Hero'),
        ]),
        el('builder-cols1', {
          name: 'Columns',
          options: {
            columns: [
              { blocks: [el('builder-features1', { name: 'featureGrid', options: { title: c('features'), items: [{ title: c('f1') }, { title: c('f2') }] } })] },
              { blocks: [el('builder-stats1', { name: 'stats', options: { title: c('stats'), items: [{ value: '2,800+', label: c('pops') }] } })] },
            ],
          },
        }),
        el('builder-text1', { name: 'Text', options: { text: `<p class="builder-html">${c('html')}</p><script>window.__builderXss = 1</script><img src="x" onerror="window.__builderXss = 2">` } }),
        el('builder-widget1', { name: 'ThirdPartyWidget', options: { src: 'https://tracker.example/pixel.js' } }),
        el('builder-broken1', { name: 'stats', options: { items: 'not a list' } }),
        el('builder-section1', { name: 'Core:Section', options: { maxWidth: 1200 } }, [
          el('builder-cta1', { name: 'cta', options: { title: c('cta'), buttonText: c('button'), url: '/free-trial/' } }),
        ]),
      ],
    },
  };
}

/** Entries the stand-in serves: the demo in two locales, and one at a path the portal also has (the portal wins). */
export const RECORDED_ENTRIES = [demoPage('en'), demoPage('ja'), demoPage('en', '/lp/state-of-waap-2023')];

/** Paths at which the stand-in misbehaves, as Builder's API might. */
export const FAULTS: Record<string, 'status500' | 'garbage' | 'slow' | 'reset'> = {
  '/lp/builder-500': 'status500',
  '/lp/builder-garbage': 'garbage',
  '/lp/builder-slow': 'slow',
  '/lp/builder-down': 'reset',
};

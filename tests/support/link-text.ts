/**
 * Link texts that say nothing about their destination. Covers Lighthouse's link-text lists for English, Japanese and
 * Korean (it has none for Chinese) plus the usual Chinese, Japanese and Korean equivalents of "learn more" and
 * "read more", so a page in any of the four languages is held to the same rule.
 */
const GENERIC = [
  // English
  'click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here',
  'read more', 'see more', 'start', 'this', 'details', 'view more', 'find out more', 'discover more',
  // Chinese
  '点击这里', '点击此处', '这里', '更多', '了解更多', '查看更多', '阅读更多', '详情', '查看详情', '链接',
  // Japanese
  'ここをクリック', 'こちらをクリック', 'リンク', '続きを読む', '続く', '全文表示', 'こちら', '詳しく見る', '詳しくはこちら', 'もっと見る', '詳細', '詳細を見る',
  // Korean
  '여기', '여기를 클릭', '클릭', '링크', '자세히', '자세히 보기', '계속', '이동', '전체 보기', '더 보기', '더보기', '자세히 알아보기',
];
const generic = new Set(GENERIC.map((t) => t.toLowerCase()));

/** Whether a link text (as a visitor reads it: trimmed, any case) is one of the generic ones. */
export const isGenericLinkText = (text: string) => generic.has(text.replace(/\s+/g, ' ').trim().toLowerCase());

const decode = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');

/**
 * The links of an HTML fragment that Lighthouse's link-text audit judges: href and visible text of every <a> that goes
 * somewhere else (not a fragment of the same page, javascript: or mailto:, nor rel=nofollow).
 */
export function judgedLinks(html: string): Array<{ href: string; text: string }> {
  const links: Array<{ href: string; text: string }> = [];
  for (const [, attrs, inner] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    const href = decode(/\bhref="([^"]*)"/i.exec(attrs)?.[1] ?? '');
    if (!href || href.startsWith('#') || /^(javascript|mailto):/i.test(href) || /\brel="[^"]*nofollow/i.test(attrs)) continue;
    links.push({ href, text: decode(inner.replace(/<[^>]*>/g, '')).trim() });
  }
  return links;
}

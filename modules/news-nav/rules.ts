import type { NewsRow } from '../../api-client/content';

export interface NavItem {
  type: 'hotArticle' | 'hotRecommend' | 'ad';
  details: string;
}
export interface RecommendLink {
  type?: string;
  code?: string;
  title?: string;
  url: string;
}
export interface NavDetails {
  visible?: boolean;
  recommendList?: RecommendLink[];
  title?: string;
  content?: string;
  image?: string;
  url?: string;
}

/** An item's JSON details; unparsable text counts as hidden. */
export function parseNav(item: NavItem): NavDetails {
  try {
    const parsed = JSON.parse(item.details) as NavDetails;
    return parsed && typeof parsed === 'object' ? parsed : { visible: false };
  } catch {
    return { visible: false };
  }
}

/** The block shows when a visible hotArticle item, a hotRecommend item with a non-empty recommendList, or any ad item exists. */
export function navQualifies(items: NavItem[]): boolean {
  return items.some((item) => {
    const d = parseNav(item);
    if (item.type === 'hotArticle') return d.visible !== false;
    if (item.type === 'hotRecommend') return Array.isArray(d.recommendList) && d.recommendList.length > 0;
    return item.type === 'ad';
  });
}

export const hotArticleVisible = (items: NavItem[]) => items.some((item) => item.type === 'hotArticle' && parseNav(item).visible !== false);

/** The recommendation lists the hot-article block shows. */
export const RECOMMEND_TYPES = ['news', 'productupdates', 'blog'] as const;

/** Lists are loaded once per type and kept for the page's life (cached per type, never reloaded). */
const cache = new Map<string, Promise<NewsRow[]>>();
export function cachedRecommendations(type: string, load: (type: string) => Promise<NewsRow[]>): Promise<NewsRow[]> {
  let pending = cache.get(type);
  if (!pending) {
    pending = load(type).catch((error) => {
      cache.delete(type); // a failed load may be retried by a later render
      throw error;
    });
    cache.set(type, pending);
  }
  return pending;
}
export const clearRecommendationCache = () => cache.clear();

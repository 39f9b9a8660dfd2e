import type { NewsType } from '../listing';

/** Detail page path prefix per news type (contracts); types without their own route family use news/content/{type}/{code}. */
const DETAIL_PREFIX: Record<NewsType, string> = {
  BLOG: '/blog/',
  NEWS: '/news/',
  EVENTS: '/events/',
  CASE_STUDY: '/case-study/',
  GLOSSARY: '/glossary/',
  BROCHURES: '/brochure/',
  DATASHEETS: '/datasheets/',
  EBOOKS: '/ebooks/',
  INFOGRAPHICS: '/infographics/',
  REPORTS: '/reports/',
  VIDEOS: '/videos/',
  WEBINARS: '/webinars/',
  WHITE_PAPERS: '/news/content/white-papers/',
  PRODUCTUPDATES: '/news/content/productupdates/',
  NOTICE: '/news/content/notice/',
  LONG_KEYWORDS: '/news/content/long-keywords/',
};

export function detailPath(type: NewsType, code: string): string {
  return `${DETAIL_PREFIX[type]}${code}/`;
}

import { boolean, enums, integer, max, min, object, optional, pattern, refine, size, string, type Struct } from 'superstruct';
import { file, image, text, url } from './fields';
import { GLOSSARY_SUB_TAGS } from './glossary-sub-tags';
import { html } from './html-field';

/**
 * News-kind content (entries of kind 'news'): its types, where each type's detail page lives, and the fields an
 * editor fills in per type. The editor form is generated from these schemas and the API checks drafts with the
 * same ones, so both refuse the same input.
 */

/** News-like types (contracts), plus notices and long-tail keyword pages. */
export const NEWS_TYPES = [
  'BLOG', 'NEWS', 'EVENTS', 'CASE_STUDY', 'GLOSSARY', 'BROCHURES', 'DATASHEETS', 'EBOOKS', 'INFOGRAPHICS', 'REPORTS',
  'VIDEOS', 'WEBINARS', 'WHITE_PAPERS', 'PRODUCTUPDATES', 'NOTICE', 'LONG_KEYWORDS',
] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** Detail page path prefix per type; types without a route family of their own use news/content/{type}/{code}. */
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

/** The locale-free address of an entry's detail page. */
export const newsDetailPath = (type: NewsType, code: string) => `${DETAIL_PREFIX[type]}${code}/`;

export const isNewsType = (value: string): value is NewsType => (NEWS_TYPES as readonly string[]).includes(value);

/** An entry's code is the last segment of its address: lower-case words joined by hyphens, not only digits (an id). */
export const NEWS_CODE = /^(?!\d+$)[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export const BLOG_TAGS = ['Web Performance', 'Cloud Security', 'Media Delivery', 'Zero Trust', 'Other'] as const;
export const GLOSSARY_TAGS = ['content-delivery-network', 'edge-computing', 'media-delivery', 'security'] as const;
const NOTICE_TAGS = ['maintenance', 'release'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** True for a calendar day, 'YYYY-MM-DD', that exists (2025-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
const day = () => refine(pattern(string(), DAY), 'day', isCalendarDay);
/** A moment as ISO text ('2025-09-12T09:00:00Z'), as event and webinar times are stored. */
const moment = () => refine(size(string(), 0, 40), 'moment', (value) => value === '' || !Number.isNaN(Date.parse(value)));
const whole = () => optional(max(min(integer(), 0), 100_000));

/** Type-specific fields, kept in the entry's data next to the common ones. */
const FILE = { fileUrl: optional(file()) };
const EXTRA: Partial<Record<NewsType, Record<string, Struct<any, any>>>> = {
  BLOG: { author: optional(text(120)), readMinutes: whole() },
  CASE_STUDY: { customer: optional(text(200)), industry: optional(text(100)) },
  GLOSSARY: { subTag: optional(enums([...GLOSSARY_SUB_TAGS])) },
  EVENTS: { startTime: optional(moment()), endTime: optional(moment()), location: optional(text(200)), booth: optional(text(100)) },
  VIDEOS: { videoUrl: optional(url()), extendType: optional(enums(['record', 'normal'])), minutes: whole() },
  WEBINARS: { startTime: optional(moment()), videoUrl: optional(url()) },
  BROCHURES: FILE,
  DATASHEETS: FILE,
  EBOOKS: FILE,
  INFOGRAPHICS: FILE,
  WHITE_PAPERS: FILE,
  REPORTS: { ...FILE, reportType: optional(text(100)) },
  LONG_KEYWORDS: { product: optional(text(100)) },
};

function tagField(type: NewsType): Struct<any, any> {
  if (type === 'BLOG') return enums([...BLOG_TAGS]);
  if (type === 'GLOSSARY') return enums([...GLOSSARY_TAGS]);
  if (type === 'NOTICE') return enums([...NOTICE_TAGS]);
  return text(100);
}

/** Names of the fields every type has; the rest of a type's fields live in the entry's data. */
export const COMMON_NEWS_FIELDS = ['title', 'summary', 'date', 'tag', 'image', 'html', 'recommend'] as const;

const schemas = new Map<NewsType, Struct<any, any>>();

/**
 * What an editor writes for an entry of `type`, in form order: title, summary, publication day, tag or category,
 * cover image URL, the body as HTML (`html`, sanitised when rendered, like every CMS HTML field), then the type's own
 * fields. Unknown fields are refused.
 */
export function newsFieldsSchema(type: NewsType): Struct<any, any> {
  let schema = schemas.get(type);
  if (!schema) {
    schema = object({
      title: size(string(), 1, 300),
      summary: optional(text(2000)),
      date: day(),
      tag: tagField(type),
      image: optional(image()),
      html: html(),
      ...EXTRA[type],
      recommend: optional(boolean()),
    });
    schemas.set(type, schema);
  }
  return schema;
}

/** The type-specific field names of `type` (kept in data). */
export const extraNewsFields = (type: NewsType) => Object.keys(EXTRA[type] ?? {});

/** What the editor fills in: the fields of newsFieldsSchema(type). */
export type NewsFields = Record<string, unknown> & { title: string; summary?: string; date: string; tag: string; html: string; image?: string };

/** A row of the editor's news list (GET /editor/news). */
export interface NewsListRow {
  id: number;
  type: NewsType;
  code: string;
  lang: string;
  title: string;
  tag: string;
  date: string;
  url: string;
  version: number;
  published: boolean;
  hasDraft: boolean;
  updatedAt: string;
}

/** One entry as the editor edits it: the draft's fields when there is a draft, else the published ones. */
export interface EditableNews extends Omit<NewsListRow, 'title' | 'tag' | 'date'> {
  fields: NewsFields;
}

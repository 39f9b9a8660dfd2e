import type { Lang } from './langs';
import type { FieldDiff } from './entry-diff';

/**
 * The content API's result types that both sides name: the portal returns them, api-client/ reads them. One
 * definition each, so the two cannot drift apart.
 */

/** Where the content API is mounted; the portal serves under it and the site calls it. */
export const API_BASE = '/api/portal/v1';

/** A node of the products or solutions tree (GET /products, GET /solutions). */
export interface TreeNode {
  id?: number;
  name: string;
  url?: string;
  defaultIcon?: string;
  hoverIcon?: string;
  classify?: boolean;
  recommend?: boolean;
  children?: TreeNode[];
}

/** A node as GET /help-doc/menu/directories/{cateId} returns it. */
export interface CateNode {
  id: number;
  pageCode: string;
  type: 'DIRECTORY' | 'DOCUMENT';
  name: string;
  productCode?: string;
  nestedCategory?: boolean;
  children?: CateNode[];
}

export type ApiAccess = 'authorized' | 'unauthorized' | 'restricted' | 'deprecated';

/** One parameter of an API document. */
export interface ApiParam {
  name: string;
  in: 'path' | 'query' | 'body';
  type: string;
  required: boolean;
  description: string;
  dictCode?: string;
}

/** The 'website' site document (GET /website). */
export interface WebInfo {
  logoUrl: string;
  iconUrl: string;
  copyright: Array<{ languageCode: Lang; text: string }>;
  siteLanguageList: Array<{ name: string; value: Lang; code: string }>;
  defaultLanguage: Lang;
}

/** A staff account as the API returns it (never its password hash). */
export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** Staff roles; an account has one (portal/staff/accounts.ts checks them, the editor shows what each may do). */
export const STAFF_ROLES = ['admin', 'editor', 'viewer', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What names a stored entry (a page, a news-kind entry, a site document) and heads it, in the store and the API. */
export interface EntryHead {
  id: number;
  kind: string;
  type: string;
  code: string;
  lang: string;
  title: string;
  summary: string;
}

/** What the editor works on (GET /editor/entries/:id): the draft when there is one, else the published content. */
export interface EditableEntry<Data = unknown> extends EntryHead {
  data: Data;
  /** The version to save against; a save with an older one is refused (409). */
  version: number;
  published: boolean;
  hasDraft: boolean;
  updatedAt: string;
}

/** What a revision records; the editor names each in the staff member's language. */
export type HistoryAction = 'create' | 'save' | 'publish' | 'delete' | 'restore' | 'unpublish';

/** A row of the editor's page list (GET /editor/pages): an entry without its data, plus the page's path. */
export interface PageListRow extends Omit<EditableEntry, 'kind' | 'summary' | 'data'> {
  path: string;
}

/** One line of an entry's history (GET /editor/entries/:id/history). */
export interface HistoryRow {
  id: number;
  action: HistoryAction;
  version: number;
  summary: string;
  staffEmail: string;
  createdAt: string;
}

/** A revision compared with the current draft (GET /editor/entries/:id/revisions/:revisionId/diff). */
export interface RevisionDiff {
  revisionId: number;
  revisionVersion: number;
  currentVersion: number;
  /** From the revision (before) to the current draft (after); see contract/entry-diff.ts. */
  rows: FieldDiff[];
}

export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];
export type ScheduleState = 'pending' | 'done' | 'failed' | 'cancelled';

/** A scheduled publish or unpublish (GET /editor/schedules); runAt is UTC, timeZone the zone it was entered in. */
export interface ScheduleRow {
  id: number;
  /** What it changes: an entry, or a documentation node in `lang` (kind 'doc'); the other is null. */
  entryId: number | null;
  docId: number | null;
  action: ScheduleAction;
  runAt: string;
  timeZone: string;
  state: ScheduleState;
  outcome: string;
  staffEmail: string;
  ranAt: string | null;
  kind: string;
  lang: string;
  title: string;
  path: string;
}

/**
 * A language version's state beside the English one (the source of translations): missing (no version), draft (never
 * published, or taken off the site), published, or outdated: published before the English version's last publish.
 */
export type TranslationState = 'missing' | 'draft' | 'published' | 'outdated';

export interface TranslationCell {
  lang: Lang;
  state: TranslationState;
  /** The version's entry id; null when missing. */
  id: number | null;
  /** When it was last published through the editor (null: never, or only seeded). */
  lastPublished: string | null;
  /** Outdated: the English publish it is older than. */
  since: string | null;
}

/**
 * One page, news entry or documentation node in its four languages (GET /editor/translations,
 * GET /editor/entries/:id/translations, GET /editor/docs/nodes/:id/translations). A node's languages share its id.
 */
export interface TranslationRow {
  kind: 'page' | 'news' | 'doc';
  type: string;
  code: string;
  /** The locale-free address (a page's path, a news entry's URL). */
  path: string;
  /** The English title, else the first language's. */
  title: string;
  languages: TranslationCell[];
}

/** A lead of the staff inbox. */
export interface Lead {
  id: number;
  form: string;
  lang: string;
  receivedAt: string;
  email: string;
  company: string;
  name: string;
  state: DeliveryState;
  detail: Record<string, unknown>;
}

/** Where a lead's deliveries stand taken together: dead if any was given up, else pending if any is still tried, else delivered; none when it had no delivery. */
export const DELIVERY_STATES = ['pending', 'delivered', 'dead', 'none'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One delivery channel of a lead (the inbox's detail view). */
export interface LeadDelivery {
  channel: 'webhook' | 'email';
  target: string;
  state: 'pending' | 'delivered' | 'dead';
  attempts: number;
  lastError: string;
  nextAttemptAt: string;
  deliveredAt: string | null;
}

/** SEO fields of the portal's SEO document (GET /seoCommon/{key}). */
export interface SeoFields {
  title?: string;
  description?: string;
  keywords?: string;
  robots?: string;
}

/** One entry of the mega menu (the API's menu item); children nest the same shape. */
export interface MenuItem {
  ID: number;
  title: string;
  url: string;
  target?: '_self' | '_blank';
  /** 1 top item with a panel, 2 column group, 3 link, 4 sub-link, 5 top-level link or button (portal/seed/site-menus.ts). */
  type?: 1 | 2 | 3 | 4 | 5;
  children?: MenuItem[];
  description?: string;
  className?: string;
  col?: string;
  latest?: boolean;
  hottest?: boolean;
  /** Languages the item shows in (EN_US, ZH_CN, JA_JP, KO_KR); empty or absent means all. */
  displayOnly?: Lang[];
  /** 'href' marks an external link, which keeps its url as it is. */
  linkType?: '' | 'href';
  isLanguage?: boolean;
  promotion?: { title: string; content: string; urlText: string; url: string; image?: string } | null;
}

export interface TopBanner {
  id: string | number;
  text: string;
  linkText: string;
  url: string;
  image?: string;
}

export interface HeaderData {
  telephone: string;
  topBanner: TopBanner | null;
}

export interface FooterLink {
  title: string;
  url: string;
  linkType?: '' | 'href';
}

/** An option of GET /dicts/{category}; productInterest options carry their sub-options. */
export interface DictOption {
  code: string;
  name: string;
  children?: DictOption[];
}

export interface HomeBanner {
  id: number | string;
  title: string;
  subtitle?: string;
  image?: string;
  url?: string;
  buttonText?: string;
}

/**
 * An editor's unsaved draft held for its live preview (POST /editor/entries/{id}/live-draft): what the renderer shows
 * in place of the stored entry's fields for that session.
 */
export interface LiveDraft {
  title?: string;
  summary?: string;
  /** An article's HTML body, tag and publication time (news-kind entries). */
  body?: string;
  tag?: string;
  publishedAt?: string;
  data: unknown;
}

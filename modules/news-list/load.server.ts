import type { Infer } from 'superstruct';
import { getNewsList, NEWS_PAGE_SIZE, type NewsRow, type Paged } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';
import { findGlossarySubTag, hasSubTagFilter, type GlossarySubTag } from '../../contract/glossary-sub-tags';
import type { NewsListDetails } from './schema';

/** `subTag`: the sub-tag the page address chose (?subTag=), null for all (or a list without the filter). */
export type NewsListData = { first: Paged<NewsRow>; subTag?: GlossarySubTag | null };

/**
 * The first page is rendered on the server, so lists are in the HTML; later pages and tabs load in the browser. A
 * sub-tag in the address that is not one of the listed ones is ignored: the visitor sees every term, not an error.
 */
export const loadNewsList: ModuleLoader<Infer<typeof NewsListDetails>, NewsListData> = async (details, ctx) => {
  const subTag = hasSubTagFilter(details) ? findGlossarySubTag(ctx.query.subTag ?? '') : null;
  return {
    data: {
      subTag,
      first: await getNewsList(ctx.api, details.type, {
        tag: details.tag,
        reportType: details.reportType,
        subTag: subTag ?? undefined,
        recommendOrder: details.recommendOrder,
        pageIndex: 0,
        pageSize: details.pageSize ?? NEWS_PAGE_SIZE,
      }),
    },
  };
};

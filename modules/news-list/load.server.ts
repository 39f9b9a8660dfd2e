import type { Infer } from 'superstruct';
import { getNewsList, NEWS_PAGE_SIZE, type NewsRow, type Paged } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';
import type { NewsListDetails } from './schema';

export type NewsListData = { first: Paged<NewsRow> };

/** The first page is rendered on the server, so lists are in the HTML; later pages and tabs load in the browser. */
export const loadNewsList: ModuleLoader<Infer<typeof NewsListDetails>, NewsListData> = async (details, ctx) => ({
  data: {
    first: await getNewsList(ctx.api, details.type, {
      tag: details.tag,
      reportType: details.reportType,
      recommendOrder: details.recommendOrder,
      pageIndex: 0,
      pageSize: details.pageSize ?? NEWS_PAGE_SIZE,
    }),
  },
});

import type { Infer } from 'superstruct';
import { getNewsList, type NewsRow } from '../../api-client/content';
import type { ModuleLoader } from '../../registry/types';
import type { CaseStudyGridDetails } from './schema';

/** The grid filters in the browser, so it loads every case study (of its industry) at once; the list API caps a page at 50. */
export const CASE_STUDY_LIMIT = 50;
export type CaseStudyGridData = { rows: NewsRow[] };

export const loadCaseStudyGrid: ModuleLoader<Infer<typeof CaseStudyGridDetails>, CaseStudyGridData> = async (details, ctx) => ({
  data: { rows: (await getNewsList(ctx.api, 'CASE_STUDY', { tag: details.tag, pageIndex: 0, pageSize: CASE_STUDY_LIMIT })).rows },
});

import type { ModuleLoader } from './types';
import { loadRichText } from '../modules/rich-text/load.server';
import { loadAppManage } from '../modules/app-manage/load.server';
import { loadCountdown } from '../modules/countdown/load.server';
import { loadNewsList } from '../modules/news-list/load.server';
import { loadSearchResults } from '../modules/search-results/load.server';
import { loadProductTree, loadSolutionTree } from '../modules/catalog-tree/load.server';
import { loadCaseStudyGrid } from '../modules/case-study-grid/load.server';
import { loadLeadForm } from '../modules/lead-form/load.server';

/** Server-side loaders of module types that need one (keyed by module type). */
export const loaders: Readonly<Record<string, ModuleLoader>> = {
  richText: loadRichText,
  appManage: loadAppManage,
  countdown: loadCountdown,
  newsList: loadNewsList,
  searchResults: loadSearchResults,
  productTree: loadProductTree,
  solutionTree: loadSolutionTree,
  caseStudyGrid: loadCaseStudyGrid,
  leadForm: loadLeadForm,
};

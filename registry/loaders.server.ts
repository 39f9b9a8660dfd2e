import type { ModuleLoader } from './types';
import { loadRichText } from '../modules/rich-text/load.server';
import { loadAppManage } from '../modules/app-manage/load.server';
import { loadCountdown } from '../modules/countdown/load.server';
import { loadNewsList } from '../modules/news-list/load.server';
import { loadSearchResults } from '../modules/search-results/load.server';
import { loadProductTree, loadSolutionTree } from '../modules/catalog-tree/load.server';
import { loadCaseStudyGrid } from '../modules/case-study-grid/load.server';
import { loadNewsDetail } from '../modules/news-detail/load.server';
import { loadHomeModules } from '../modules/home-modules/load.server';
import { loadBanner } from '../modules/banner/load.server';
import { loadLeadForm } from '../modules/lead-form/load.server';
import { loadDocHome } from '../modules/doc-home/load.server';
import { loadDocCategory } from '../modules/doc-category/load.server';
import { loadDocArticle } from '../modules/doc-article/load.server';
import { loadDocSearch } from '../modules/doc-search/load.server';
import { loadDocApiHome } from '../modules/doc-api-home/load.server';
import { loadDocApiList } from '../modules/doc-api-list/load.server';
import { loadDocApiExplorer } from '../modules/doc-api-explorer/load.server';

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
  newsDetail: loadNewsDetail,
  homeModules: loadHomeModules,
  banner: loadBanner,
  leadForm: loadLeadForm,
  docHome: loadDocHome,
  docCategory: loadDocCategory,
  docArticle: loadDocArticle,
  docSearch: loadDocSearch,
  docApiHome: loadDocApiHome,
  docApiList: loadDocApiList,
  docApiExplorer: loadDocApiExplorer,
};

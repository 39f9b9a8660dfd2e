import type { ModuleComponent } from './types';
import { richText } from '../modules/rich-text';
import { banner } from '../modules/banner';
import { featureGrid } from '../modules/feature-grid';
import { cta } from '../modules/cta';
import { stats } from '../modules/stats';
import { serviceColumn } from '../modules/service-column';
import { videoAdPromotion } from '../modules/video-ad-promotion';
import { multipleCarousel } from '../modules/multiple-carousel';
import { appManage } from '../modules/app-manage';
import { countdown } from '../modules/countdown';
import { newsList } from '../modules/news-list';
import { searchResults } from '../modules/search-results';
import { networkMap } from '../modules/network-map';
import { regionDetail } from '../modules/region-detail';
import { productTree, solutionTree } from '../modules/catalog-tree';
import { caseStudyGrid } from '../modules/case-study-grid';
import { newsDetail } from '../modules/news-detail';
import { relatedContent } from '../modules/related-content';
import { newsNav } from '../modules/news-nav';
import { homeModules } from '../modules/home-modules';
import { leadForm } from '../modules/lead-form';
import { docHome } from '../modules/doc-home';
import { docCategory } from '../modules/doc-category';
import { docArticle } from '../modules/doc-article';
import { docSearch } from '../modules/doc-search';
import { docApiHome } from '../modules/doc-api-home';
import { docApiList } from '../modules/doc-api-list';
import { docApiExplorer } from '../modules/doc-api-explorer';

/**
 * Every module type the site renders. To add one: create modules/<name>/ with its component and schema, list
 * the schema in registry/schemas.ts, export a ModuleComponent from its index.ts, and add it to this list.
 * Components only: the page renderer runs in the browser, which needs no schemas (registry/index.ts joins them for
 * the editor and the server), so superstruct and every schema stay out of each page's first load.
 */
export const definitions: ModuleComponent[] = [richText, banner, featureGrid, cta, stats, serviceColumn, videoAdPromotion, multipleCarousel, appManage, countdown, newsList, searchResults, networkMap, regionDetail, productTree, solutionTree, caseStudyGrid, newsDetail, relatedContent, newsNav, homeModules, leadForm, docHome, docCategory, docArticle, docSearch, docApiHome, docApiList, docApiExplorer];

// Null prototype: a CMS module type such as 'constructor' must look unknown, not find Object.prototype's.
export const moduleComponents: Readonly<Record<string, ModuleComponent>> = Object.assign(Object.create(null), Object.fromEntries(definitions.map((d) => [d.type, d])));

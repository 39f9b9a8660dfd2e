/**
 * THE module registry: one line per module type, named by its type. Everything per type (renderer, loaders, API
 * checks, editor picker, Builder inputs, home-module kinds, label strings) is derived from this list.
 * Server-safe: declarations hold schemas and references, never React code.
 */
export { default as richText } from './rich-text';
export { default as banner } from './banner';
export { default as featureGrid } from './feature-grid';
export { default as cta } from './cta';
export { default as stats } from './stats';
export { default as serviceColumn } from './service-column';
export { default as videoAdPromotion } from './video-ad-promotion';
export { default as multipleCarousel } from './multiple-carousel';
export { default as appManage } from './app-manage';
export { default as countdown } from './countdown';
export { default as newsList } from './news-list';
export { default as searchResults } from './search-results';
export { default as networkMap } from './network-map';
export { default as regionDetail } from './region-detail';
export { productTree, solutionTree } from './catalog-tree';
export { default as caseStudyGrid } from './case-study-grid';
export { default as newsDetail } from './news-detail';
export { default as relatedContent } from './related-content';
export { default as newsNav } from './news-nav';
export { default as homeModules } from './home-modules';
export { default as leadForm } from './lead-form';
export { default as docHome } from './doc-home';
export { default as docCategory } from './doc-category';
export { default as docArticle } from './doc-article';
export { default as docSearch } from './doc-search';
export { default as docApiHome } from './doc-api-home';
export { default as docApiList } from './doc-api-list';
export { default as docApiExplorer } from './doc-api-explorer';

import type { Struct } from 'superstruct';
import { AppManageDetails } from '../modules/app-manage/schema';
import { BannerDetails } from '../modules/banner/schema';
import { CaseStudyGridDetails } from '../modules/case-study-grid/schema';
import { CatalogTreeDetails } from '../modules/catalog-tree/schema';
import { CountdownDetails } from '../modules/countdown/schema';
import { CtaDetails } from '../modules/cta/schema';
import { DocApiExplorerDetails } from '../modules/doc-api-explorer/schema';
import { DocApiHomeDetails } from '../modules/doc-api-home/schema';
import { DocApiListDetails } from '../modules/doc-api-list/schema';
import { DocArticleDetails } from '../modules/doc-article/schema';
import { DocCategoryDetails } from '../modules/doc-category/schema';
import { DocHomeDetails } from '../modules/doc-home/schema';
import { DocSearchDetails } from '../modules/doc-search/schema';
import { FeatureGridDetails } from '../modules/feature-grid/schema';
import { HomeModulesDetails } from '../modules/home-modules/schema';
import { LeadFormDetails } from '../modules/lead-form/details';
import { MultipleCarouselDetails } from '../modules/multiple-carousel/schema';
import { NetworkMapDetails } from '../modules/network-map/schema';
import { NewsDetailDetails } from '../modules/news-detail/schema';
import { NewsListDetails } from '../modules/news-list/schema';
import { NewsNavDetails } from '../modules/news-nav/schema';
import { RegionDetailDetails } from '../modules/region-detail/schema';
import { RelatedContentDetails } from '../modules/related-content/schema';
import { RichTextDetails } from '../modules/rich-text/schema';
import { SearchResultsDetails } from '../modules/search-results/schema';
import { ServiceColumnDetails } from '../modules/service-column/schema';
import { StatsDetails } from '../modules/stats/schema';
import { VideoAdPromotionDetails } from '../modules/video-ad-promotion/schema';

/**
 * Module type -> schema of its details: the one map the editor form, the portal API (on save and publish) and the
 * renderer validate against. Only schema files are imported here (no components, no next/dynamic), so the portal can
 * use it without pulling the site's React code. registry/index.ts joins each module's component to its schema here.
 */
export const moduleSchemas = {
  richText: RichTextDetails,
  banner: BannerDetails,
  featureGrid: FeatureGridDetails,
  cta: CtaDetails,
  stats: StatsDetails,
  serviceColumn: ServiceColumnDetails,
  videoAdPromotion: VideoAdPromotionDetails,
  multipleCarousel: MultipleCarouselDetails,
  appManage: AppManageDetails,
  countdown: CountdownDetails,
  newsList: NewsListDetails,
  searchResults: SearchResultsDetails,
  networkMap: NetworkMapDetails,
  regionDetail: RegionDetailDetails,
  productTree: CatalogTreeDetails,
  solutionTree: CatalogTreeDetails,
  caseStudyGrid: CaseStudyGridDetails,
  newsDetail: NewsDetailDetails,
  relatedContent: RelatedContentDetails,
  newsNav: NewsNavDetails,
  homeModules: HomeModulesDetails,
  leadForm: LeadFormDetails,
  docHome: DocHomeDetails,
  docCategory: DocCategoryDetails,
  docArticle: DocArticleDetails,
  docSearch: DocSearchDetails,
  docApiHome: DocApiHomeDetails,
  docApiList: DocApiListDetails,
  docApiExplorer: DocApiExplorerDetails,
} satisfies Record<string, Struct<any, any>>;

export type ModuleType = keyof typeof moduleSchemas;

/** The schema of a module type, or undefined for a type no module registers (an own-property lookup: '__proto__' is unknown too). */
export function moduleSchema(type: string): Struct<any, any> | undefined {
  return Object.prototype.hasOwnProperty.call(moduleSchemas, type) ? moduleSchemas[type as ModuleType] : undefined;
}

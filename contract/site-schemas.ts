import { array, enums, integer, lazy, object, optional, record, refine, size, string, type, union, unknown, validate, type Struct } from 'superstruct';
import type { WebInfo } from './api-types';
import { LANGS } from './langs';
import { HomeBannersDoc } from '../modules/banner/schema';
import { CatalogTreeDoc } from '../modules/catalog-tree/schema';
import { ParamDictsDoc } from '../modules/doc-api-explorer/schema';
import { TopSearchWordsDoc } from '../ui/docs/schema';
import { FooterDoc } from '../shell/footer/schema';
import { HeaderDoc, MenusDoc } from '../shell/header/schema';
import { DictsDoc } from '../modules/lead-form/dicts-schema';
import { SeoDoc } from '../shell/seo/schema';
import { image, text, url } from './fields';
import { moduleSchema } from './modules';

/** The 'website' site document (GET /website, the named operation common/getWebInfo). */
const WebsiteDoc: Struct<WebInfo, unknown> = object({
  logoUrl: image(),
  iconUrl: image(),
  copyright: array(object({ languageCode: enums([...LANGS]), text: text(500) })),
  siteLanguageList: array(object({ name: text(100), value: enums([...LANGS]), code: text(10) })),
  defaultLanguage: enums([...LANGS]),
});

/** The 'hot-menus' site document (GET /hot-menus, the named operation common/getHotMenus): popular links, each a title and a url. */
const HotMenusDoc = array(object({ title: text(200), url: url() }));

/** The 'ads' site document: the advertisements the AD json-modules show (title, content, image, link). */
const AdsDoc = array(object({ id: integer(), title: text(200), content: text(1000), image: image(), url: url() }));

/** A code and its translated name (GET /news/constants). */
const NamedCode = object({ code: size(string(), 1, 100), name: text(200) });

/** The 'news-constants' site document: blog tags, news types and resource types with their names. */
const NewsConstantsDoc = object({ blogTags: array(NamedCode), newsTypes: array(NamedCode), resourceTypes: array(NamedCode) });

/** The 'image-resources' site document (GET /image/resource/{type}): customer logos and network regions. */
const ImageResourcesDoc = object({
  topcase: array(object({ id: integer(), name: text(200), image: image(), url: url() })),
  distribution: array(object({ id: integer(), name: text(200), pops: integer(), image: image(), url: url() })),
});

interface StoredModule {
  id: number | string;
  type?: string;
  details?: string | Record<string, unknown>;
  jsonModuleList?: StoredModule[];
}

/**
 * A stored module ({id, type, details as JSON text}, or an app detail holding a jsonModuleList of them). Details must
 * be JSON, and a registered module type's details must pass its module schema, as the page that shows it would check.
 */
const StoredModuleSchema: Struct<StoredModule, unknown> = refine(
  type({
    id: union([integer(), size(string(), 1, 100)]),
    type: optional(size(string(), 1, 100)),
    details: optional(union([string(), record(string(), unknown())])),
    jsonModuleList: optional(array(lazy(() => StoredModuleSchema))),
  }),
  'module details',
  (module, context) => {
    let details: unknown = module.details;
    if (typeof details === 'string') {
      try {
        details = JSON.parse(details);
      } catch {
        return { path: [...context.path, 'details'], message: 'details are not valid JSON' };
      }
    }
    const schema = module.type ? moduleSchema(module.type) : undefined;
    if (!schema || details === undefined) return true;
    const [error] = validate(details, schema, { coerce: true });
    const failure = error?.failures()[0];
    return failure ? { path: [...context.path, 'details', ...failure.path], message: `${module.type} details: ${failure.message}` } : true;
  },
);

/** 'home-modules' and 'json-modules': stored modules per placement (HOME, AD, NEWSRECOMMEND, APP…). */
const ModuleSections = record(string(), array(StoredModuleSchema));

/**
 * Site document type -> schema of its data (every seeded site document type). The portal API validates a draft against
 * it on save and publish; the editor builds its site-document form from it. A type not listed here keeps the API's
 * generic list-or-object check.
 */
export const siteSchemas = {
  website: WebsiteDoc,
  header: HeaderDoc,
  menus: MenusDoc,
  footer: FooterDoc,
  'hot-menus': HotMenusDoc,
  'products-tree': CatalogTreeDoc,
  'solutions-tree': CatalogTreeDoc,
  'home-modules': ModuleSections,
  'json-modules': ModuleSections,
  ads: AdsDoc,
  'news-constants': NewsConstantsDoc,
  'home-banners': HomeBannersDoc,
  'image-resources': ImageResourcesDoc,
  seo: SeoDoc,
  dicts: DictsDoc,
  'doc-top-search-words': TopSearchWordsDoc,
  'doc-param-dicts': ParamDictsDoc,
} satisfies Record<string, Struct<any, any>>;

/** The schema of a site document type, or undefined when its shape is not fixed (own properties only). */
export function siteSchema(type: string): Struct<any, any> | undefined {
  return Object.prototype.hasOwnProperty.call(siteSchemas, type) ? siteSchemas[type as keyof typeof siteSchemas] : undefined;
}

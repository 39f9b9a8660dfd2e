import { array, enums, object, type Struct } from 'superstruct';
import type { WebInfo } from '../api-client';
import { LANGS } from '../portal/langs';
import { CatalogTreeDoc } from '../modules/catalog-tree/schema';
import { FooterDoc } from '../modules/footer/schema';
import { HeaderDoc, MenusDoc } from '../modules/header/schema';
import { image, text, url } from '../modules/shared/fields';

/** The 'website' site document (GET /website, common/getWebInfo of spec §7). */
const WebsiteDoc: Struct<WebInfo, unknown> = object({
  logoUrl: image(),
  iconUrl: image(),
  copyright: array(object({ languageCode: enums([...LANGS]), text: text(500) })),
  siteLanguageList: array(object({ name: text(100), value: enums([...LANGS]), code: text(10) })),
  defaultLanguage: enums([...LANGS]),
});

/** The 'hot-menus' site document (GET /hot-menus): the search overlay's suggested links. */
const HotMenusDoc = array(object({ title: text(200), url: url() }));

/**
 * Site document type -> schema of its data, for the documents whose shape the spec and their renderers fix. The portal
 * API validates a draft against it on save and publish; the editor builds its site-document form from it. Documents
 * not listed here (dicts, SEO texts, home and JSON modules…) keep the API's generic list-or-object check.
 */
export const siteSchemas = {
  website: WebsiteDoc,
  header: HeaderDoc,
  menus: MenusDoc,
  footer: FooterDoc,
  'hot-menus': HotMenusDoc,
  'products-tree': CatalogTreeDoc,
  'solutions-tree': CatalogTreeDoc,
} satisfies Record<string, Struct<any, any>>;

/** The schema of a site document type, or undefined when its shape is not fixed (own properties only). */
export function siteSchema(type: string): Struct<any, any> | undefined {
  return Object.prototype.hasOwnProperty.call(siteSchemas, type) ? siteSchemas[type as keyof typeof siteSchemas] : undefined;
}

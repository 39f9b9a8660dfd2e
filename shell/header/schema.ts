import { array, boolean, enums, integer, lazy, nullable, object, optional, pattern, size, string, union, type Struct } from 'superstruct';
import type { HeaderData, MenuItem } from '../../contract/api-types';
import { LANGS } from '../../contract/langs';
import { image, text, url } from '../../contract/fields';

/** A menu url: a link (see shared url()) or empty for a column group that only holds links. */
const menuUrl = () => pattern(size(string(), 0, 2048), /^$|^(\/|#|https?:\/\/|mailto:|tel:)/);

/** One mega-menu entry (the API's menu item); the shape the header renders (shell/header/menu.ts). */
export const MenuItemSchema: Struct<MenuItem, unknown> = object({
  ID: integer(),
  title: text(200),
  url: menuUrl(),
  target: optional(enums(['_self', '_blank'])),
  type: optional(enums([1, 2, 3, 4, 5])),
  children: optional(array(lazy(() => MenuItemSchema))),
  description: optional(text(500)),
  className: optional(text(200)),
  col: optional(text(50)),
  latest: optional(boolean()),
  hottest: optional(boolean()),
  displayOnly: optional(array(enums([...LANGS]))),
  linkType: optional(enums(['', 'href'])),
  isLanguage: optional(boolean()),
  promotion: optional(nullable(object({ title: text(200), content: text(1000), urlText: text(100), url: url(), image: optional(image()) }))),
});

/** The 'menus' site document (GET /menus): the mega menu's top items. */
export const MenusDoc = array(MenuItemSchema);

/** The 'header' site document (GET /header): the telephone shown in the login bar and the top banner (or null for none). */
export const HeaderDoc: Struct<HeaderData, unknown> = object({
  telephone: text(50),
  topBanner: nullable(object({ id: union([integer(), size(string(), 1, 100)]), text: text(500), linkText: text(100), url: url(), image: optional(image()) })),
});

import { array, enums, object, optional, type Struct } from 'superstruct';
import type { FooterLink } from '../../contract/api-types';
import { text, url } from '../../contract/fields';

/** The 'footer' site document (GET /footer): the links the footer renders; linkType 'href' marks an external one. */
export const FooterDoc: Struct<FooterLink[], unknown> = array(object({ title: text(200), url: url(), linkType: optional(enums(['', 'href'])) }));

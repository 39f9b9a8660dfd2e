import { array, enums, object, optional, size } from 'superstruct';
import { text, url, visible } from '../../contract/fields';
import { OPERATING_SYSTEMS } from '../../contract/os-match';

/** App downloads (the appManage module of an app detail): one entry per platform; systemUa names the OS rule the visitor's agent must match. */
export const AppManageDetails = object({
  visible: visible(),
  title: optional(text(200)),
  intro: optional(text(600)),
  items: size(
    array(object({ systemPlat: text(60), systemName: text(120), systemUa: enums(OPERATING_SYSTEMS), url: url(), version: optional(text(40)) })),
    1,
    10,
  ),
});

import { array, object, optional, size } from 'superstruct';
import { text, visible } from '../../contract/fields';

/** Key figures (network size, capacity…). */
export const StatsDetails = object({
  visible: visible(),
  title: optional(text(200)),
  items: size(array(object({ value: text(40), label: text(200) })), 1, 12),
});

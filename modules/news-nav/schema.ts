import { array, enums, object, size, string } from 'superstruct';
import { visible } from '../../contract/fields';

/** The news navigation block (items of type hotArticle, hotRecommend or ad): each item's details is JSON text with visible and recommendList. */
export const NewsNavDetails = object({
  visible: visible(),
  items: size(array(object({ type: enums(['hotArticle', 'hotRecommend', 'ad']), details: size(string(), 0, 20_000) })), 0, 20),
});

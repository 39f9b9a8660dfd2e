import { object, optional } from 'superstruct';
import { text, visible } from '../../contract/fields';

/** Site search results for ?keyword=&t= (t is a timestamp); `type` narrows to BLOG or NEWS (search/blog, search/news). */
export const SearchResultsDetails = object({
  visible: visible(),
  title: optional(text(200)),
  type: optional(text(40)),
});

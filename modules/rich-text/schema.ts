import { boolean, object, optional, size, string } from 'superstruct';

export const RichTextDetails = object({
  visible: optional(boolean()),
  /** Optional heading shown above the HTML. */
  title: optional(size(string(), 0, 300)),
  /** CMS HTML; sanitised on the server before render. */
  html: size(string(), 0, 200_000),
});

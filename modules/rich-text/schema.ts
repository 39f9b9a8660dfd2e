import { boolean, object, optional, size, string } from 'superstruct';
import { html } from '../../contract/html-field';

export const RichTextDetails = object({
  visible: optional(boolean()),
  /** Optional heading shown above the HTML. */
  title: optional(size(string(), 0, 300)),
  /** CMS HTML; sanitised on the server before render. */
  html: html(200_000),
});

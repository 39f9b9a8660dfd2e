import { integer, min, object, optional } from 'superstruct';
import { image, text, url, visible } from '../../contract/fields';
import { html } from '../../contract/html-field';

/** The article part of a content detail page (blog, news, glossary, case study, resources…), composed by the API from the entry. */
export const NewsDetailDetails = object({
  visible: visible(),
  type: text(40),
  title: text(300),
  summary: optional(text(2000)),
  tag: optional(text(100)),
  publishTime: optional(text(40)),
  author: optional(text(120)),
  readMinutes: optional(min(integer(), 0)),
  image: optional(image()),
  html: html(200_000),
  fileUrl: optional(url()),
  videoUrl: optional(url()),
  listUrl: optional(url()),
});

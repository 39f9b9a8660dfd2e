import { define, size, type Struct } from 'superstruct';

/** The struct type of CMS HTML fields: the editor shows them in its rich-text editor, whatever the field's name. */
export const HTML_TYPE = 'html';

/** A field of CMS HTML (sanitised on the server before render), at most `maxLength` characters. */
export const html = (maxLength = 200_000): Struct<string, null> =>
  size(define<string>(HTML_TYPE, (value) => typeof value === 'string'), 0, maxLength);

import { define, size, type Struct } from 'superstruct';

/** The struct type of CMS HTML fields: the editor shows them in its rich-text editor, whatever the field's name. */
export const HTML_TYPE = 'html';

/** A field of CMS HTML (sanitised on the server before render), at most `maxLength` characters. */
export const html = (maxLength = 200_000): Struct<string, null> =>
  size(
    // To whoever sends it an HTML field is text: the failure says so, as a string field's would.
    define<string>(HTML_TYPE, (value) => typeof value === 'string' || `Expected a string, but received: ${JSON.stringify(value) ?? String(value)}`),
    0,
    maxLength,
  );

import { boolean, define, optional, pattern, size, string } from 'superstruct';

/** Field shapes shared by module schemas. */
export const visible = () => optional(boolean());
export const text = (maxLength = 300) => size(string(), 0, maxLength);
/** A site path ('/x/'), an anchor, or an http(s)/mailto/tel address: never javascript: or data:. */
export const url = () => pattern(size(string(), 0, 2048), /^(\/|#|https?:\/\/|mailto:|tel:)/);
/**
 * Struct types of image and file address fields: text to whoever sends it, but the editor offers the media library
 * for them (editor/schema-spec.ts), whatever the field's name.
 */
export const MEDIA_TYPES = { image: 'media-image', file: 'media-file' } as const;
const address = (type: string) =>
  pattern(size(define<string>(type, (value) => typeof value === 'string' || `Expected a string, but received: ${JSON.stringify(value) ?? String(value)}`), 0, 2048), /^(\/|https?:\/\/)/);
/** An image: a library file (/media/…), a site path or an http(s) address. */
export const image = () => address(MEDIA_TYPES.image);
/** A downloadable file (a PDF datasheet…): a library file, a site path or an http(s) address. */
export const file = () => address(MEDIA_TYPES.file);

import { boolean, optional, pattern, size, string } from 'superstruct';

/** Field shapes shared by module schemas. */
export const visible = () => optional(boolean());
export const text = (maxLength = 300) => size(string(), 0, maxLength);
/** A site path ('/x/'), an anchor, or an http(s)/mailto/tel address: never javascript: or data:. */
export const url = () => pattern(size(string(), 0, 2048), /^(\/|#|https?:\/\/|mailto:|tel:)/);
export const image = () => pattern(size(string(), 0, 2048), /^(\/|https?:\/\/)/);

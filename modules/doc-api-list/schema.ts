import { boolean, object, optional, size, string } from 'superstruct';

/** Details of the docApiList module; its declaration (index.ts) gives it to the editor, the API and the renderer. */
export const DocApiListDetails = object({ visible: optional(boolean()), productCode: size(string(), 1, 120) });

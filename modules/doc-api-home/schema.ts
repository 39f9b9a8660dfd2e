import { boolean, object, optional } from 'superstruct';

/** Details of the docApiHome module; its declaration (index.ts) gives it to the editor, the API and the renderer. */
export const DocApiHomeDetails = object({ visible: optional(boolean()) });

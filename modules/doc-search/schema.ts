import { boolean, object, optional } from 'superstruct';

/** Details of the docSearch module; its declaration (index.ts) gives it to the editor, the API and the renderer. */
export const DocSearchDetails = object({ visible: optional(boolean()) });

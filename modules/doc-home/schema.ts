import { boolean, object, optional } from 'superstruct';

/** Details of the docHome module; its declaration (index.ts) gives it to the editor, the API and the renderer. */
export const DocHomeDetails = object({ visible: optional(boolean()) });

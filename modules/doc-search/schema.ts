import { boolean, object, optional } from 'superstruct';

/** Details of the docSearch module; registry/schemas.ts lists it for the editor, the API and the renderer. */
export const DocSearchDetails = object({ visible: optional(boolean()) });

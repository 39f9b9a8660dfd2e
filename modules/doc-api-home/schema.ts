import { boolean, object, optional } from 'superstruct';

/** Details of the docApiHome module; registry/schemas.ts lists it for the editor, the API and the renderer. */
export const DocApiHomeDetails = object({ visible: optional(boolean()) });

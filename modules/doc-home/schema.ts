import { boolean, object, optional } from 'superstruct';

/** Details of the docHome module; registry/schemas.ts lists it for the editor, the API and the renderer. */
export const DocHomeDetails = object({ visible: optional(boolean()) });

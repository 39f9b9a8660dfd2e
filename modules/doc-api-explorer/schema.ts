import { boolean, integer, object, optional, size, string } from 'superstruct';

/** Details of the docApiExplorer module; registry/schemas.ts lists it for the editor, the API and the renderer. */
export const DocApiExplorerDetails = object({ visible: optional(boolean()), productCode: size(string(), 1, 120), docId: integer() });

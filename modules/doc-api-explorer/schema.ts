import { array, boolean, integer, object, optional, record, size, string } from 'superstruct';
import { text } from '../../contract/fields';

/** Details of the docApiExplorer module; its declaration (index.ts) gives it to the editor, the API and the renderer. */
export const DocApiExplorerDetails = object({ visible: optional(boolean()), productCode: size(string(), 1, 120), docId: integer() });

/** One value of a dictionary-backed API parameter (POST /help-doc/document/param/dict), shown as a select option. */
export const ParamDictValues = array(object({ value: size(string(), 1, 200), label: text(200) }));

/** The 'doc-param-dicts' site document: dictionary code -> its values. */
export const ParamDictsDoc = record(size(string(), 1, 100), ParamDictValues);

import { renderPerRequest } from '../../../editor/per-request';
import { shellScreen } from '../../../editor/EditorShell';
import DocsEditor from '../../../editor/docs/DocsEditor';

export const getServerSideProps = renderPerRequest;

/** /editor/docs/: the documentation centre (products, directories, articles, API documents). */
export default shellScreen(DocsEditor, 'EditorDocs');

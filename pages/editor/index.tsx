import { renderPerRequest } from '../../editor/per-request';
import { shellScreen } from '../../editor/EditorShell';
import PageList from '../../editor/PageList';

export const getServerSideProps = renderPerRequest;

/** /editor/: staff sign-in, then the list of pages. */
export default shellScreen(PageList, 'EditorHome');

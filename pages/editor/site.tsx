import { renderPerRequest } from '../../editor/per-request';
import { shellScreen } from '../../editor/EditorShell';
import SiteEditor from '../../editor/SiteEditor';

export const getServerSideProps = renderPerRequest;

/** /editor/site/: menus, header and banners, footer and the other site documents; redirects. */
export default shellScreen(SiteEditor, 'EditorSite');

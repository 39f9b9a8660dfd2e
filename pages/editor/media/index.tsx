import { renderPerRequest } from '../../../editor/per-request';
import { shellScreen } from '../../../editor/EditorShell';
import MediaLibrary from '../../../editor/media/MediaLibrary';

export const getServerSideProps = renderPerRequest;

/** /editor/media/: the media library. */
export default shellScreen(MediaLibrary, 'EditorMedia');

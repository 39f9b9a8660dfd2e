import { renderPerRequest } from '../../../editor/per-request';
import EditorShell from '../../../editor/EditorShell';
import MediaLibrary from '../../../editor/media/MediaLibrary';

export const getServerSideProps = renderPerRequest;

/** /editor/media/: the media library. */
export default function EditorMedia() {
  return (
    <EditorShell>
      <MediaLibrary />
    </EditorShell>
  );
}

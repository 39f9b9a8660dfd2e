import EditorShell from '../../modules/editor/EditorShell';
import PageList from '../../modules/editor/PageList';

/** /editor/: staff sign-in, then the list of pages. */
export default function EditorHome() {
  return (
    <EditorShell>
      <PageList />
    </EditorShell>
  );
}

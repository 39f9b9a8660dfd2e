import type { GetServerSideProps } from 'next';
import EditorShell from '../../editor/EditorShell';
import PageList from '../../editor/PageList';

// Rendered per request (not prerendered): the editor's routes are no-store, never a cached file.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

/** /editor/: staff sign-in, then the list of pages. */
export default function EditorHome() {
  return (
    <EditorShell>
      <PageList />
    </EditorShell>
  );
}

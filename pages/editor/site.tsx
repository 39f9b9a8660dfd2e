import type { GetServerSideProps } from 'next';
import EditorShell from '../../editor/EditorShell';
import SiteEditor from '../../editor/SiteEditor';

// Rendered per request (not prerendered): the editor's routes are no-store, never a cached file.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

/** /editor/site/: menus, header and banners, footer and the other site documents; redirects. */
export default function EditorSite() {
  return (
    <EditorShell>
      <SiteEditor />
    </EditorShell>
  );
}

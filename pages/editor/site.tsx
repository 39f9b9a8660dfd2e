import EditorShell from '../../modules/editor/EditorShell';
import SiteEditor from '../../modules/editor/SiteEditor';

/** /editor/site/: menus, header and banners, footer and the other site documents; redirects. */
export default function EditorSite() {
  return (
    <EditorShell>
      <SiteEditor />
    </EditorShell>
  );
}

import { useRouter } from 'next/router';
import type { GetServerSideProps } from 'next';
import EditorShell from '../../../editor/EditorShell';
import PageEditor from '../../../editor/PageEditor';

// Rendered per request (not prerendered): the editor's routes are no-store, never a cached file.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

/** /editor/page/<entry id>/: the page editor. */
export default function EditorPage() {
  const { query, isReady } = useRouter();
  const id = Number(query.id);
  return <EditorShell>{isReady && Number.isInteger(id) && id > 0 ? <PageEditor id={id} /> : null}</EditorShell>;
}

import { renderPerRequest } from '../../../editor/per-request';
import { useRouter } from 'next/router';
import EditorShell from '../../../editor/EditorShell';
import PageEditor from '../../../editor/PageEditor';

export const getServerSideProps = renderPerRequest;

/** /editor/page/<entry id>/: the page editor. */
export default function EditorPage() {
  const { query, isReady } = useRouter();
  const id = Number(query.id);
  return <EditorShell>{isReady && Number.isInteger(id) && id > 0 ? <PageEditor id={id} /> : null}</EditorShell>;
}

import { renderPerRequest } from '../../../editor/per-request';
import { useRouter } from 'next/router';
import EditorShell from '../../../editor/EditorShell';
import NewsEditor from '../../../editor/news/NewsEditor';

export const getServerSideProps = renderPerRequest;

/** /editor/news/<entry id>/: one news-kind entry. */
export default function EditorNewsEntry() {
  const { query, isReady } = useRouter();
  const id = Number(query.id);
  return <EditorShell>{isReady && Number.isInteger(id) && id > 0 ? <NewsEditor id={id} /> : null}</EditorShell>;
}

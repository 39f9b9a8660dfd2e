import { renderPerRequest } from '../../../editor/per-request';
import { shellScreen } from '../../../editor/EditorShell';
import NewsList from '../../../editor/news/NewsList';

export const getServerSideProps = renderPerRequest;

/** /editor/news/?type=&language=: news-kind entries of a type and language, and the create form. */
export default shellScreen(NewsList, 'EditorNewsList');

import { renderPerRequest } from '../../editor/per-request';
import { shellScreen } from '../../editor/EditorShell';
import CalendarView from '../../editor/calendar/CalendarView';

export const getServerSideProps = renderPerRequest;

/** /editor/calendar/: scheduled publishes and unpublishes, day by day. */
export default shellScreen(CalendarView, 'EditorCalendar');

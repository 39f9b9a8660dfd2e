import { renderPerRequest } from '../../../editor/per-request';
import EditorShell from '../../../editor/EditorShell';
import LeadsInbox from '../../../editor/LeadsInbox';
import LeadsGate from '../../../editor/LeadsGate';

export const getServerSideProps = renderPerRequest;

/** /editor/leads/: the leads inbox (admin and sales roles). */
export default function EditorLeads() {
  return (
    <EditorShell>
      <LeadsGate><LeadsInbox /></LeadsGate>
    </EditorShell>
  );
}

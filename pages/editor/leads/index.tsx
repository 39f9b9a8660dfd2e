import type { GetServerSideProps } from 'next';
import EditorShell from '../../../editor/EditorShell';
import LeadsInbox from '../../../editor/LeadsInbox';
import LeadsGate from '../../../editor/LeadsGate';

// Rendered per request (not prerendered) so that each response carries its own CSP script nonce.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

/** /editor/leads/: the leads inbox (admin and sales roles). */
export default function EditorLeads() {
  return (
    <EditorShell>
      <LeadsGate><LeadsInbox /></LeadsGate>
    </EditorShell>
  );
}

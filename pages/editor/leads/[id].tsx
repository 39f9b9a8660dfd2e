import { useRouter } from 'next/router';
import type { GetServerSideProps } from 'next';
import EditorShell from '../../../editor/EditorShell';
import LeadDetail from '../../../editor/LeadDetail';
import LeadsGate from '../../../editor/LeadsGate';

// Rendered per request (not prerendered) so that each response carries its own CSP script nonce.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

/** /editor/leads/<id>/: one lead and its deliveries. */
export default function EditorLead() {
  const { query, isReady } = useRouter();
  const id = Number(query.id);
  return (
    <EditorShell>
      <LeadsGate>{isReady && Number.isInteger(id) && id > 0 ? <LeadDetail id={id} /> : null}</LeadsGate>
    </EditorShell>
  );
}

import { renderPerRequest } from '../../../editor/per-request';
import { useRouter } from 'next/router';
import EditorShell from '../../../editor/EditorShell';
import LeadDetail from '../../../editor/LeadDetail';
import LeadsGate from '../../../editor/LeadsGate';

export const getServerSideProps = renderPerRequest;

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

import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { useStaff } from './use-editor';

/** Roles that may see leads (personal data); the API enforces the same (portal/staff/accounts.ts LEAD_ROLES). */
export const canSeeLeads = (role: string | undefined) => role === 'admin' || role === 'sales';

/** Shows the leads screens only to those roles; others get a plain explanation instead of a failed load. */
export default function LeadsGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { staff } = useStaff();
  return canSeeLeads(staff?.role) ? <>{children}</> : <p role="alert">{t('editor.leads.denied')}</p>;
}

import { useT } from '../i18n';
import type { SkipReason } from './types';

/** In preview only: where a module was left out, a notice telling staff why (visitors' pages never carry one). */
export default function SkippedModule({ type, reason }: { type: string; reason: SkipReason }) {
  const t = useT();
  const params = { type, field: reason.kind === 'invalidField' ? reason.field : '', message: 'message' in reason ? reason.message : '' };
  return (
    <div role="note" data-skipped={reason.kind} style={{ border: '2px dashed #b45309', background: '#fffbeb', color: '#78350f', padding: '0.75rem 1rem', margin: '1rem' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>{t(`modules.skipped.${reason.kind}`, params)}</p>
      <p style={{ margin: '0.25rem 0 0', fontSize: '0.875rem' }}>{t('modules.skipped.staffOnly')}</p>
    </div>
  );
}

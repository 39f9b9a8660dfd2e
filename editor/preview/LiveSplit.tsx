import { useEffect, useState, type ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import type { LiveChannel, LiveDraftInput } from '../../api-client/live-preview';
import { useStaff } from '../use-editor';
import LivePreview from './LivePreview';
import styles from './LivePreview.module.css';

export type OnDraft = (draft: LiveDraftInput) => void;

/**
 * Inside a final-form: hands the form's current values, made a draft by `toDraft`, to the live preview whenever that
 * draft changes. The preview lives outside the form, so it outlives each version's form (a save re-keys the form).
 */
export function ReportDraft<V>({ toDraft, onDraft }: { toDraft: (values: V) => LiveDraftInput; onDraft: OnDraft }) {
  const { values } = useFormState<V>({ subscription: { values: true } });
  const key = JSON.stringify(toDraft(values));
  useEffect(() => onDraft(JSON.parse(key) as LiveDraftInput), [key, onDraft]);
  return null;
}

export interface PreviewTarget {
  /** The entry being edited, its locale-free site path and its language in the API's spelling (EN_US…). */
  id: number;
  path: string;
  lang: string;
  /** Drafts and token of something other than an entry (a doc node). */
  channel?: LiveChannel;
}

/**
 * An editor screen's form beside the live preview of what the form holds: `children` gets the function a
 * <ReportDraft> passes drafts to. The preview appears with the first draft; viewers (who may not mint preview
 * tokens) get the form alone.
 */
export default function LiveSplit({ target, children }: { target: PreviewTarget; children: (onDraft: OnDraft) => ReactNode }) {
  const [draft, setDraft] = useState<LiveDraftInput | null>(null);
  // Known to be allowed first: a viewer's draft would only be refused.
  const { staff } = useStaff();
  const allowed = Boolean(staff) && staff?.role !== 'viewer';
  return (
    <div className={styles.split}>
      <div>{children(setDraft)}</div>
      {draft && allowed ? <LivePreview entryId={target.id} path={target.path} lang={target.lang} channel={target.channel} draft={draft} /> : null}
    </div>
  );
}

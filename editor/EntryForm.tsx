import type { ReactNode } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useT } from '../i18n';
import type { Status } from './EditorStatus';
import EntryToolbar from './EntryToolbar';
import KeptWorkForm from './drafts/KeptWorkForm';
import KeptWorkPanel from './drafts/KeptWorkPanel';
import type { KeptWork } from './drafts/use-kept-work';
import type { LiveDraftInput } from '../api-client/live-preview';
import { ReportDraft, type OnDraft } from './preview/LiveSplit';

interface Props<V> {
  form: FormApi<V>;
  kept: KeptWork<V>;
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  setStatus: (status: Status) => void;
  /** The toolbar's buttons are off (an action runs, or a viewer looks); also while the form submits. */
  disabled: boolean;
  version: number;
  onPreview: (form: FormApi<V>) => void;
  onPublish: (form: FormApi<V>) => void;
  /** The screen's own toolbar buttons, given whether they are off. */
  actions?: (disabled: boolean) => ReactNode;
  /** The form's values as the draft the live preview renders. */
  toDraft: (values: V) => LiveDraftInput;
  onDraft: OnDraft;
  /** The entry's fields. */
  children: ReactNode;
}

/** An entry screen's form (pages, news-kind entries): the toolbar, kept work, the fields, and the draft the live preview shows. */
export default function EntryForm<V>({ form: formApi, kept, onSubmit, setStatus, disabled, version, onPreview, onPublish, actions, toDraft, onDraft, children }: Props<V>) {
  const t = useT();
  return (
    <KeptWorkForm form={formApi} kept={kept} onSubmit={onSubmit} onInvalid={() => setStatus({ tone: 'error', text: t('editor.page.invalid') })}>
      {({ form, submitting }) => (
        <>
          <EntryToolbar disabled={submitting || disabled} version={version} onPreview={() => onPreview(form)} onPublish={() => onPublish(form)}>
            {actions?.(submitting || disabled)}
          </EntryToolbar>
          <KeptWorkPanel kept={kept} />
          {children}
          <ReportDraft toDraft={toDraft} onDraft={onDraft} />
        </>
      )}
    </KeptWorkForm>
  );
}

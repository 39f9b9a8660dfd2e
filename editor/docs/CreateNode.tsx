import { useState, type FormEvent } from 'react';
import { CREATABLE_KINDS, type CreatableKind, type EditorDocNode } from '../../contract/doc-nodes';
import { useT } from '../../i18n';
import PanelForm from '../PanelForm';
import { addable } from './tree-moves';
import styles from './Docs.module.css';
import editorStyles from '../Editor.module.css';

/** Adds a product, directory, article, API category or API document under the chosen node (at the end). */
export default function CreateNode({ parent, disabled, onCreate }: { parent: EditorDocNode; disabled: boolean; onCreate: (input: { kind: CreatableKind; name: string; productCode?: string }) => Promise<boolean> }) {
  const t = useT();
  const kinds = addable(parent.kind).filter((k): k is CreatableKind => (CREATABLE_KINDS as readonly string[]).includes(k));
  const [kind, setKind] = useState<CreatableKind | ''>('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const chosen = kind && kinds.includes(kind) ? kind : kinds[0];
  if (!chosen) return <p>{t('docsEditor.create.none')}</p>;
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (await onCreate({ kind: chosen, name, ...(chosen === 'product' ? { productCode: code } : {}) })) {
      setName('');
      setCode('');
    }
  };
  return (
    <PanelForm headingId="create-heading" heading={t('docsEditor.create.heading', { name: parent.name })} onSubmit={submit}>
      <div className={styles.tools}>
        <div className={editorStyles.field}>
          <label htmlFor="create-kind">{t('docsEditor.create.kind')}</label>
          <select id="create-kind" value={chosen} onChange={(e) => setKind(e.target.value as CreatableKind)}>
            {kinds.map((k) => <option key={k} value={k}>{t(`docsEditor.kind.${k}`)}</option>)}
          </select>
        </div>
        <div className={editorStyles.field}>
          <label htmlFor="create-name">{t('docsEditor.create.name')} *</label>
          <input id="create-name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        {chosen === 'product' ? (
          <div className={editorStyles.field}>
            <label htmlFor="create-code">{t('docsEditor.create.productCode')} *</label>
            <input id="create-code" required pattern="[a-z0-9]+(-[a-z0-9]+)*" maxLength={60} value={code} onChange={(e) => setCode(e.target.value)} />
          </div>
        ) : null}
        <button type="submit" disabled={disabled}>{t('docsEditor.create.submit')}</button>
      </div>
    </PanelForm>
  );
}

import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { EditableDocNode, EditorDocNode } from '../../contract/doc-nodes';
import { ApiFailure } from '../../api-client';
import { useT } from '../../i18n';
import styles from './Docs.module.css';
import editorStyles from '../Editor.module.css';

/**
 * Unpublish (off the site, text kept as a draft) and Delete (after a confirmation dialog) for the chosen node. The
 * API refuses a node that still holds others (field "children"); that refusal is said in the staff's language.
 */
export default function NodeRemoval({ node, at, lang, disabled, onUnpublish, onDelete }: {
  node: EditableDocNode;
  at: EditorDocNode;
  lang: string;
  disabled: boolean;
  onUnpublish: (explain: (error: unknown) => unknown) => Promise<void>;
  onDelete: (explain: (error: unknown) => unknown) => Promise<boolean>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const name = node.fields.name;
  const explain = (key: 'docsPublishing.hasChildren' | 'docsPublishing.hasPublishedChildren') => (error: unknown) =>
    error instanceof ApiFailure && error.field === 'children' ? new Error(t(key, { name, count: at.children.length })) : error;
  return (
    <section className={editorStyles.panel} aria-labelledby="removal-heading">
      <h2 id="removal-heading">{t('docsPublishing.heading')}</h2>
      <div className={styles.tools}>
        <button type="button" disabled={disabled || !node.published} onClick={() => onUnpublish(explain('docsPublishing.hasPublishedChildren'))}>
          {t('docsPublishing.unpublish')}
        </button>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <button type="button" disabled={disabled}>{t('docsPublishing.delete')}</button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            {/* Focus starts on Cancel: Enter right after opening must not delete. */}
            <Dialog.Content className={styles.dialog} onOpenAutoFocus={(e) => { e.preventDefault(); cancel.current?.focus(); }}>
              <Dialog.Title asChild><h2>{t('docsPublishing.confirmTitle', { name })}</h2></Dialog.Title>
              <Dialog.Description>{t('docsPublishing.confirmText', { kind: t(`docsEditor.kind.${node.kind}`), lang })}</Dialog.Description>
              <div className={styles.tools}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={async () => { setOpen(false); await onDelete(explain('docsPublishing.hasChildren')); }}
                >
                  {t('docsPublishing.confirm')}
                </button>
                <Dialog.Close asChild><button type="button" ref={cancel}>{t('docsPublishing.cancel')}</button></Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </section>
  );
}

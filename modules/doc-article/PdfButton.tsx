import { useState } from 'react';
import { API_BASE } from '../../api-client/client';
import { downloadDocPdf } from '../../api-client/docs';
import { LOCALE_VALUE, useLocale, useT } from '../../i18n';
import styles from '../../ui/docs/Docs.module.css';

/** Exports the article as PDF (POST /help-doc/document/pdf/{docId}) and saves it under the article's title. */
export default function PdfButton({ docId, title }: { docId: number; title: string }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onClick = async () => {
    setState('busy');
    try {
      // The server lays out its stored copy of the article; the page's HTML is not sent.
      const blob = await downloadDocPdf(API_BASE, LOCALE_VALUE[locale], docId);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      // Characters that file systems refuse are dropped from the file name.
      a.download = `${title.replace(/[\\/:*?"<>|]+/g, '').replace(/\s+/g, ' ').trim() || `document-${docId}`}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className={styles.secondary} onClick={onClick} disabled={state === 'busy'}>
        {state === 'busy' ? t('docs.preparingPdf') : t('docs.downloadPdf')}
      </button>
      {state === 'failed' ? (
        <span className={styles.error} role="alert">
          {t('docs.pdfFailed')}
        </span>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { API_BASE } from '../../api-client';
import { downloadDocPdf } from '../../api-client/docs';
import { LOCALE_VALUE, useLocale, useT } from '../../i18n';
import styles from '../doc-shared/Docs.module.css';

/** Exports the article as PDF (POST /help-doc/document/pdf/{docId}) and saves it under the article's title. */
export default function PdfButton({ docId, title, contentId }: { docId: number; title: string; contentId: string }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onClick = async () => {
    setState('busy');
    try {
      const html = document.getElementById(contentId)?.innerHTML ?? '';
      // The API body limit is 64 KB; longer articles are exported from the stored copy.
      const blob = await downloadDocPdf(API_BASE, LOCALE_VALUE[locale], docId, html.length < 60_000 ? html : '');
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

import Link from 'next/link';
import Router from 'next/router';
import { useState } from 'react';
import useSWR from 'swr';
import { translationsApi, type TranslationCell } from '../../api-client/translations';
import type { Lang } from '../../contract/langs';
import { useT } from '../../i18n';
import { failureText, useEditorApi } from '../use-editor';
import editorStyles from '../Editor.module.css';
import styles from './Translation.module.css';

interface Props {
  /** The version being edited, and its version number: each save or publish reads the states again. */
  entryId: number;
  version: number;
  readOnly: boolean;
  /** Where a version of this kind is edited. */
  hrefOf: (id: number) => string;
}

/** The entry's four languages with their state: a link to each version, "Start from English" where one is missing. */
export default function LanguagesPanel({ entryId, version, readOnly, hrefOf }: Props) {
  const t = useT();
  const api = useEditorApi();
  const row = useSWR(['editor/translations', entryId, version], () => translationsApi.ofEntry(api, entryId), { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const english = row.data?.languages.find((cell) => cell.lang === 'EN_US');

  async function start(lang: Lang) {
    setBusy(true);
    setMessage(null);
    try {
      const { id } = await translationsApi.start(api, entryId, lang);
      await row.mutate();
      setMessage({ text: t('translation.started', { lang: t(`translation.lang.${lang}`) }), error: false });
      await Router.push(hrefOf(id));
    } catch (error) {
      setMessage({ text: failureText(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  const action = (cell: TranslationCell) => {
    const lang = t(`translation.lang.${cell.lang}`);
    if (cell.id === entryId) return <span>{t('translation.current', { lang })}</span>;
    if (cell.id !== null) return <Link href={hrefOf(cell.id)}>{t('translation.open', { lang })}</Link>;
    if (readOnly || !english || english.state === 'missing') return null;
    return (
      <button type="button" disabled={busy} onClick={() => void start(cell.lang)}>
        {t('translation.start', { lang })}
      </button>
    );
  };

  return (
    <section aria-labelledby="languages-heading" className={editorStyles.panel}>
      <h2 id="languages-heading">{t('translation.heading')}</h2>
      {row.error ? <p role="alert" className={editorStyles.error}>{t('translation.loadFailed', { message: failureText(row.error) })}</p> : null}
      {!row.data && !row.error ? <p aria-busy="true">{t('translation.loading')}</p> : null}
      {row.data ? (
        <ul className={styles.languages}>
          {row.data.languages.map((cell) => (
            <li key={cell.lang} aria-current={cell.id === entryId ? 'true' : undefined}>
              <strong>{t(`translation.lang.${cell.lang}`)}</strong>
              <TranslationState cell={cell} />
              {action(cell)}
            </li>
          ))}
        </ul>
      ) : null}
      {row.data && (!english || english.state === 'missing') && !readOnly ? <p>{t('translation.noEnglish')}</p> : null}
      {message ? <p role={message.error ? 'alert' : 'status'} className={message.error ? editorStyles.error : undefined}>{message.text}</p> : null}
    </section>
  );
}

/** A language's state as a label, with the date of the English publish an outdated version is older than. */
export function TranslationState({ cell }: { cell: TranslationCell }) {
  const t = useT();
  return (
    <span className={styles[cell.state]}>
      {t(`translation.state.${cell.state}`)}
      {cell.since ? <span className={styles.since}> · {t('translation.outdatedSince', { date: cell.since.slice(0, 10) })}</span> : null}
    </span>
  );
}

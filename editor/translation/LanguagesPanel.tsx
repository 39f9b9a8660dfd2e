import Link from 'next/link';
import Router from 'next/router';
import { useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../../api-client';
import { translationsApi, type TranslationCell, type TranslationRow } from '../../api-client/translations';
import type { Lang } from '../../contract/langs';
import { useT } from '../../i18n';
import { failureText, useEditorApi } from '../use-editor';
import editorStyles from '../Editor.module.css';
import styles from './Translation.module.css';

/** Where a thing's language versions come from and how the screen reaches them: an entry's, or a documentation node's. */
export interface LanguageVersions {
  /** Names what is shown for the cache; it holds the version number, so each save or publish reads the states again. */
  key: readonly unknown[];
  load: (api: ApiClient) => Promise<TranslationRow>;
  /** Makes the language's version from English; resolves to what opens it. */
  start: (api: ApiClient, lang: Lang) => Promise<() => unknown>;
  isCurrent: (cell: TranslationCell) => boolean;
  /** The way to another existing version: a link, or a button that switches the screen's language. */
  open: (cell: TranslationCell, label: string) => ReactNode;
  /** Says a refusal in the staff's language where the API's field allows (else its message is shown). */
  explain?: (error: unknown) => string | null;
}

/** The four languages with their state: a way to each version, "Start from English" where one is missing. */
export function Languages({ versions, readOnly }: { versions: LanguageVersions; readOnly: boolean }) {
  const t = useT();
  const api = useEditorApi();
  const row = useSWR(['editor/translations', ...versions.key], () => versions.load(api), { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const english = row.data?.languages.find((cell) => cell.lang === 'EN_US');

  async function start(lang: Lang) {
    setBusy(true);
    setMessage(null);
    try {
      const open = await versions.start(api, lang);
      await row.mutate();
      setMessage({ text: t('translation.started', { lang: t(`translation.lang.${lang}`) }), error: false });
      await open();
    } catch (error) {
      setMessage({ text: versions.explain?.(error) ?? failureText(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  const action = (cell: TranslationCell) => {
    const lang = t(`translation.lang.${cell.lang}`);
    if (versions.isCurrent(cell)) return <span>{t('translation.current', { lang })}</span>;
    if (cell.id !== null) return versions.open(cell, t('translation.open', { lang }));
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
            <li key={cell.lang} aria-current={versions.isCurrent(cell) ? 'true' : undefined}>
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

interface Props {
  /** The version being edited, and its version number: each save or publish reads the states again. */
  entryId: number;
  version: number;
  readOnly: boolean;
  /** Where a version of this kind is edited. */
  hrefOf: (id: number) => string;
}

/** A page's or news entry's languages: each version is an entry of its own, opened at its address in the editor. */
export default function LanguagesPanel({ entryId, version, readOnly, hrefOf }: Props) {
  const versions = useMemo<LanguageVersions>(() => ({
    key: ['entry', entryId, version],
    load: (api) => translationsApi.ofEntry(api, entryId),
    start: async (api, lang) => {
      const { id } = await translationsApi.start(api, entryId, lang);
      return () => Router.push(hrefOf(id));
    },
    isCurrent: (cell) => cell.id === entryId,
    open: (cell, label) => <Link href={hrefOf(cell.id!)}>{label}</Link>,
  }), [entryId, version, hrefOf]);
  return <Languages versions={versions} readOnly={readOnly} />;
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

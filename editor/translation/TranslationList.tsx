import Link from 'next/link';
import useSWR from 'swr';
import { translationsApi } from '../../api-client/translations';
import { LANGS, type Lang } from '../../contract/langs';
import { useT } from '../../i18n';
import Table from '../../ui/shared/Table';
import FilterSelect from '../FilterSelect';
import { Results } from '../ListResults';
import type { useAddressQuery } from '../use-address-query';
import { failureText, useEditorApi } from '../use-editor';
import { TranslationState } from './LanguagesPanel';
import editorStyles from '../Editor.module.css';
import styles from './Translation.module.css';

export interface TranslationFilter {
  /** Entries with no version in this language. */
  missing?: Lang;
  /** Entries with an outdated language. */
  outdated: boolean;
}

/** The list screens' translation filters, kept in the address (missing=KO_KR, outdated=1) so that a reload keeps them. */
export function translationFilter([query, change]: ReturnType<typeof useAddressQuery>): [TranslationFilter | null, (change: Partial<TranslationFilter>) => void] {
  if (!query) return [null, () => {}];
  const missing = (LANGS as readonly string[]).includes(query.missing) ? (query.missing as Lang) : undefined;
  const set = (filter: Partial<TranslationFilter>) => change({
    ...('missing' in filter ? { missing: filter.missing } : {}),
    ...('outdated' in filter ? { outdated: filter.outdated ? '1' : undefined } : {}),
  });
  return [{ missing, outdated: query.outdated === '1' }, set];
}

/** The two filters: a language the entries lack, and outdated translations only. */
export function TranslationFilters({ filter, onChange }: { filter: TranslationFilter; onChange: (change: Partial<TranslationFilter>) => void }) {
  const t = useT();
  return (
    <>
      <FilterSelect id="translation-missing" label={t('translation.filter.missing')} all={t('translation.filter.anyLanguage')} value={filter.missing ?? ''}
        onChange={(e) => onChange({ missing: (e.target.value || undefined) as Lang | undefined })} options={LANGS.map((lang) => [lang, t(`translation.lang.${lang}`)])} />
      <label className={styles.check}>
        <input type="checkbox" checked={filter.outdated} onChange={(e) => onChange({ outdated: e.target.checked })} />
        {t('translation.filter.outdated')}
      </label>
    </>
  );
}

/** Entries that match the translation filters, each with its four languages' states and links to the versions. */
export function TranslationTable({ kind, type, filter, hrefOf }: { kind: 'page' | 'news'; type?: string; filter: TranslationFilter; hrefOf: (id: number) => string }) {
  const t = useT();
  const api = useEditorApi();
  const list = useSWR(['editor/translations', kind, type, filter.missing, filter.outdated], () => translationsApi.list(api, { kind, type, ...filter }), { keepPreviousData: true });
  return (
    <section aria-labelledby="translations-heading">
      <h2 id="translations-heading">{t('translation.filter.heading')}</h2>
      {list.error ? <p role="alert" className={editorStyles.error}>{t('translation.loadFailed', { message: failureText(list.error) })}</p> : null}
      {!list.data && !list.error ? <p aria-busy="true">{t('translation.loading')}</p> : null}
      <Results list={list}>
        {list.data && list.data.length === 0 ? <p>{t('translation.filter.empty')}</p> : null}
        {list.data && list.data.length > 0 ? (
          <Table className={editorStyles.table} headings={[t('translation.filter.address'), ...LANGS.map((lang) => t(`translation.lang.${lang}`))]}>
            {list.data.map((row) => (
              <tr key={`${row.type}-${row.code}`}>
                <td>
                  <code>{row.path}</code>
                  <br />
                  {row.title}
                </td>
                {row.languages.map((cell) => (
                  <td key={cell.lang}>
                    {cell.id !== null ? (
                      <Link href={hrefOf(cell.id)} aria-label={`${t('translation.open', { lang: t(`translation.lang.${cell.lang}`) })}: ${row.path}`}>
                        <TranslationState cell={cell} />
                      </Link>
                    ) : (
                      <TranslationState cell={cell} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </Table>
        ) : null}
      </Results>
    </section>
  );
}

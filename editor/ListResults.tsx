import type { ReactNode } from 'react';
import { useT } from '../i18n';
import Table from '../ui/shared/Table';
import { failureText } from './use-editor';
import styles from './Editor.module.css';

interface Props<R> {
  /** The list as loaded (SWR): a load failure stays said above rows shown from before. */
  list: { data?: R[]; error?: unknown } & LoadState;
  /** Said until the first rows arrive (nothing when not given). */
  loading?: string;
  empty: string;
  headings: string[];
  /** One table row (with its key) for an item. */
  row: (item: R) => ReactNode;
}

/** A list screen's results below its filters (pages, news-kind entries): a load failure, loading, none, or their table. */
export default function ListResults<R>({ list, loading, empty, headings, row }: Props<R>) {
  const t = useT();
  return (
    <>
      {list.error ? <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(list.error) })}</p> : null}
      {loading && !list.data && !list.error ? <p aria-busy="true">{loading}</p> : null}
      <Results list={list}>
        {list.data && list.data.length === 0 ? <p>{empty}</p> : null}
        {list.data && list.data.length > 0 ? <Table className={styles.table} headings={headings}>{list.data.map((item) => row(item))}</Table> : null}
      </Results>
    </>
  );
}

/** SWR's two loading flags: isLoading while the rows shown are another filter's (kept until the new ones come). */
export interface LoadState {
  isLoading?: boolean;
  isValidating?: boolean;
}

/**
 * A list's rows, busy while they are being fetched again (assistive technology and tests wait for that), and outlined
 * while they are still another filter's rows, so that they are not taken for the answer to the new one.
 */
export function Results({ list, children }: { list: LoadState; children: ReactNode }) {
  return <div data-list-results="" aria-busy={list.isValidating || list.isLoading || undefined} className={list.isLoading ? styles.stale : undefined}>{children}</div>;
}

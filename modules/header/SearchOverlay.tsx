import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { localePath, useLocale, useT } from '../../i18n';
import styles from './Header.module.css';

/** The search route with its keyword and a timestamp t (spec §2 "Named routes for search"). */
export function searchHref(locale: Parameters<typeof localePath>[0], keyword: string, now: number = Date.now()): string {
  return `${localePath(locale, '/search/')}?keyword=${encodeURIComponent(keyword)}&t=${now}`;
}

/** Search trigger and overlay: an empty keyword does nothing; a search navigates, then clears and closes. */
export default function SearchOverlay() {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    void router.push(searchHref(locale, trimmed));
    setKeyword('');
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.iconButton} aria-label={t('shell.search')}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.searchOverlay} />
        <Dialog.Content className={styles.searchDialog} aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">{t('shell.search')}</Dialog.Title>
          <form role="search" className={styles.searchForm} onSubmit={submit}>
            <label htmlFor="site-search" className="visually-hidden">
              {t('shell.searchLabel')}
            </label>
            <input
              id="site-search"
              type="search"
              className={styles.searchInput}
              value={keyword}
              placeholder={t('shell.searchPlaceholder')}
              onChange={(e) => setKeyword(e.target.value)}
              autoComplete="off"
            />
            <button type="submit" className={styles.primaryButton}>
              {t('shell.search')}
            </button>
          </form>
          <Dialog.Close className={styles.dialogClose} aria-label={t('shell.closeSearch')}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

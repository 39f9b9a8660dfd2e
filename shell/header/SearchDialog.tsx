import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/router';
import { useState, type FormEvent, type RefObject } from 'react';
import { localePath, useLocale, useT, type Locale } from '../../i18n';
import { ModalDialog } from '../../ui/shared/ModalDialog';
import styles from './Header.module.css';

/** The search route with its keyword and a timestamp t. */
export function searchHref(locale: Locale, keyword: string, now: number = Date.now()): string {
  return `${localePath(locale, '/search/')}?keyword=${encodeURIComponent(keyword)}&t=${now}`;
}

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger, which gets focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The search overlay's dialog: an empty keyword does nothing; a search navigates, then clears and closes. */
export default function SearchDialog({ open, onOpenChange, trigger }: SearchDialogProps) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    void router.push(searchHref(locale, trimmed));
    setKeyword('');
    onOpenChange(false);
  };

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} trigger={trigger} title={t('shell.search')} titleClassName="visually-hidden" overlayClassName={styles.searchOverlay} contentClassName={styles.searchDialog}>
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
    </ModalDialog>
  );
}

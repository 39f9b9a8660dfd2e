import { useRef, useState } from 'react';
import { useT } from '../../i18n';
import styles from './Header.module.css';
import { onDemand } from '../../ui/shared/on-demand';

// The dialog (and Radix Dialog with it) loads when the visitor reaches for the button, not with every page.
const { Component: SearchDialog, preload } = onDemand(() => import('./SearchDialog'));

/** Search trigger, server-rendered; the overlay itself (SearchDialog) is fetched on hover, focus or the first click. */
export default function SearchOverlay() {
  const t = useT();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.iconButton}
        aria-label={t('shell.search')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={show}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {wanted ? <SearchDialog open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  );
}

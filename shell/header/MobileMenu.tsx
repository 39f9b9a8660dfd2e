import { useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../api-client';
import { useT } from '../../i18n';
import type { LanguageOption } from './LanguageSwitcher';
import MenuLink from './MenuLink';
import { MENU_ID, PANEL_IDS } from './menu';
import styles from './Header.module.css';
import { onDemand } from '../../ui/shared/on-demand';

// The sections (Radix Accordion) load when the menu is first opened: the panel is hidden until then, and a closed
// section renders no links anyway, so the page's HTML loses nothing.
const { Component: MobileAccordion, preload } = onDemand(() => import('./MobileAccordion'));

/** Menu below 768 px: a toggle opens an accordion whose sections open on click. */
export default function MobileMenu({ items, languages, trialHref, contactHref }: { items: MenuItem[]; languages: LanguageOption[]; trialHref: string; contactHref: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // Escape closes the open menu and gives focus back to its toggle.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  const panels = items.filter((item) => PANEL_IDS.includes(item.ID));
  const partnership = items.find((item) => item.ID === MENU_ID.partnership);

  return (
    <div className={styles.mobile} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen((value) => !value);
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <nav id="mobile-menu" className={styles.mobilePanel} hidden={!open} aria-label={t('shell.mainMenu')}>
        {wanted ? <MobileAccordion panels={panels} languages={languages} onNavigate={close} /> : null}
        <ul className={styles.mobileLinks}>
          {partnership ? (
            <li>
              <MenuLink href={partnership.url} target={partnership.target} onClick={close}>
                {partnership.title}
              </MenuLink>
            </li>
          ) : null}
          <li>
            <MenuLink href={contactHref} onClick={close}>
              {t('shell.contactUs')}
            </MenuLink>
          </li>
          <li>
            <MenuLink href={trialHref} onClick={close}>
              {t('shell.freeTrial')}
            </MenuLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

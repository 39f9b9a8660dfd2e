import * as Accordion from '@radix-ui/react-accordion';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../api-client';
import { useT } from '../../i18n';
import LanguageLinks, { type LanguageOption } from './LanguageSwitcher';
import MenuLink from './MenuLink';
import { MENU_ID, PANEL_IDS } from './menu';
import styles from './Header.module.css';

/** Links of a panel, flattened: group titles and their children. */
function panelLinks(item: MenuItem): MenuItem[] {
  return (item.children ?? []).flatMap((group) => [group, ...(group.children ?? [])]).filter((link) => link.url);
}

/** Menu below 768 px: a toggle opens an accordion whose sections open on click (spec §4). */
export default function MobileMenu({ items, languages, trialHref, contactHref }: { items: MenuItem[]; languages: LanguageOption[]; trialHref: string; contactHref: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen((value) => !value)}
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
        <Accordion.Root type="single" collapsible className={styles.accordion}>
          {panels.map((item) => (
            <Accordion.Item key={item.ID} value={String(item.ID)} className={styles.accordionItem}>
              <Accordion.Header className={styles.accordionHeader}>
                <Accordion.Trigger className={styles.accordionTrigger}>{item.title}</Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className={styles.accordionContent}>
                <ul>
                  {panelLinks(item).map((link) => (
                    <li key={link.ID}>
                      <MenuLink href={link.url} target={link.target} onClick={close}>
                        {link.title}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </Accordion.Content>
            </Accordion.Item>
          ))}
          <Accordion.Item value={String(MENU_ID.language)} className={styles.accordionItem}>
            <Accordion.Header className={styles.accordionHeader}>
              <Accordion.Trigger className={styles.accordionTrigger}>{t('shell.language')}</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className={styles.accordionContent}>
              <LanguageLinks options={languages} />
            </Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
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

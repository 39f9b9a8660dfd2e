import Link from 'next/link';
import { useState } from 'react';
import type { WebInfo } from '../../api-client';
import { BRAND } from '../../contract/brand';
import { localePath, useLocale, useT } from '../../i18n';
import type { ShellData } from '../shell-data';
import { languageOptions } from './LanguageSwitcher';
import LoginBar from './LoginBar';
import MenuLink from './MenuLink';
import MobileMenu from './MobileMenu';
import { MENU_ID } from './menu';
import { Island } from '../../ui/island/island';
import type { MegaMenuProps } from './MegaMenu';
import styles from './Header.module.css';

// The mega menu (and Radix's navigation menu with it) loads and hydrates when the visitor first points at or
// focuses it; until then its triggers are the server's HTML. Its panels render only when open.
const loadMegaMenu = () => import('./MegaMenu').then((file) => file.default);

export interface HeaderProps {
  web: WebInfo | null;
  shell: Pick<ShellData, 'menus' | 'header' | 'user'>;
  /** Locale-free path of the current page. */
  path: string;
  origin: string;
}

/** Site header: login bar, logo, mega menu (mobile accordion below 768 px), language, Contact Us, Free Trial. */
export default function Header({ web, shell, path, origin }: HeaderProps) {
  const t = useT();
  const locale = useLocale();
  const languages = languageOptions(web, path);
  const urlOf = (id: number, fallback: string) => shell.menus.find((item) => item.ID === id)?.url || localePath(locale, fallback);
  const contactHref = urlOf(MENU_ID.contact, '/contact/');
  const trialHref = urlOf(MENU_ID.free, '/free-trial/');
  const [openPanel, setOpenPanel] = useState('');

  return (
    <header className={styles.header}>
      <LoginBar telephone={shell.header?.telephone || BRAND.telephone} user={shell.user} origin={origin} pagePath={localePath(locale, path)} />
      <div className={styles.bar}>
        <Link href={localePath(locale, '/')} className={styles.logo} aria-label={`${BRAND.name} – ${t('shell.home')}`}>
          <img src={web?.logoUrl || '/images/logo.svg'} alt={BRAND.name} width={132} height={32} />
        </Link>
        <Island<MegaMenuProps> name="mega-menu" wake="interaction" load={loadMegaMenu} props={{ items: shell.menus, languages, open: openPanel, onOpenChange: setOpenPanel }} />
        <div className={styles.actions}>
          <MenuLink href={contactHref} className={styles.secondaryButton}>
            {t('shell.contactUs')}
          </MenuLink>
          <MenuLink href={trialHref} className={styles.primaryButton}>
            {t('shell.freeTrial')}
          </MenuLink>
        </div>
        <MobileMenu items={shell.menus} languages={languages} trialHref={trialHref} contactHref={contactHref} />
      </div>
      {/* While a panel is open a mask covers the page; hovering it closes the panel. */}
      {openPanel ? <div className={styles.mask} data-testid="menu-mask" aria-hidden="true" onMouseEnter={() => setOpenPanel('')} /> : null}
    </header>
  );
}

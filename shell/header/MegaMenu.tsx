import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { MenuItem } from '../../api-client';
import { useLocale, useT } from '../../i18n';
import LanguageLinks, { type LanguageOption } from './LanguageSwitcher';
import MenuLink from './MenuLink';
import MenuPanel from './MenuPanel';
import { MENU_ID, PANEL_IDS } from './menu';
import styles from './Header.module.css';

export interface MegaMenuProps {
  items: MenuItem[];
  languages: LanguageOption[];
  open: string;
  onOpenChange: (value: string) => void;
}

/**
 * Desktop mega menu, an island of the header (Header.tsx, ui/island): the open panel (its index, '' for none) is the
 * header's state, which also shows the mask. Panels 1-4 open on hover and by keyboard; partnership is a plain link.
 */
export default function MegaMenu({ items, languages, open, onOpenChange }: MegaMenuProps) {
  const t = useT();
  const locale = useLocale();
  const panels = items.filter((item) => PANEL_IDS.includes(item.ID));
  const partnership = items.find((item) => item.ID === MENU_ID.partnership);
  const currentLanguage = languages.find((l) => l.code === locale)?.name ?? t('shell.language');

  return (
    <NavigationMenu.Root className={styles.megaMenu} value={open} onValueChange={onOpenChange} aria-label={t('shell.mainMenu')}>
      <NavigationMenu.List className={styles.menuList}>
        {panels.map((item) => (
          <NavigationMenu.Item key={item.ID} value={String(item.ID)}>
            <NavigationMenu.Trigger className={styles.menuTrigger}>{item.title}</NavigationMenu.Trigger>
            <NavigationMenu.Content className={styles.menuContent}>
              <MenuPanel item={item} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {partnership ? (
          <NavigationMenu.Item value={String(partnership.ID)}>
            <NavigationMenu.Link asChild>
              <MenuLink href={partnership.url} target={partnership.target} className={styles.menuTrigger}>
                {partnership.title}
              </MenuLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ) : null}
        <NavigationMenu.Item value={String(MENU_ID.language)} className={styles.languageItem}>
          <NavigationMenu.Trigger className={styles.menuTrigger} aria-label={`${t('shell.language')}: ${currentLanguage}`}>
            {currentLanguage}
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={`${styles.menuContent} ${styles.languageContent}`}>
            <LanguageLinks options={languages} className={styles.languageList} linkClassName={styles.languageLink} />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

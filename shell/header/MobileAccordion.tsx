import * as Accordion from '@radix-ui/react-accordion';
import type { MenuItem } from '../../api-client';
import { useT } from '../../i18n';
import LanguageLinks, { type LanguageOption } from './LanguageSwitcher';
import MenuLink from './MenuLink';
import { MENU_ID } from './menu';
import styles from './Header.module.css';

/** Links of a panel, flattened: group titles and their children. */
function panelLinks(item: MenuItem): MenuItem[] {
  return (item.children ?? []).flatMap((group) => [group, ...(group.children ?? [])]).filter((link) => link.url);
}

/** The mobile menu's sections: the mega menu's panels and the languages, each opening on click. */
export default function MobileAccordion({ panels, languages, onNavigate }: { panels: MenuItem[]; languages: LanguageOption[]; onNavigate: () => void }) {
  const t = useT();
  return (
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
                  <MenuLink href={link.url} target={link.target} onClick={onNavigate}>
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
  );
}

import type { FooterLink, WebInfo } from '../../api-client';
import { LOCALE_VALUE, useLocale, useT } from '../../i18n';
import { menuHref } from '../header/menu';
import MenuLink from '../header/MenuLink';
import styles from './Footer.module.css';

/** Site footer: the footer document's links and the copyright for the locale. */
export default function Footer({ web, links }: { web: WebInfo | null; links: FooterLink[] }) {
  const t = useT();
  const locale = useLocale();
  const copyright = web?.copyright.find((c) => c.languageCode === LOCALE_VALUE[locale])?.text ?? '';
  return (
    <footer className={styles.footer}>
      {links.length ? (
        <nav aria-label={t('shell.footer')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={`${link.title}-${link.url}`}>
                <MenuLink href={menuHref(link.url, link.linkType, locale)} className={styles.link}>
                  {link.title}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {copyright ? <p className={styles.copyright}>{copyright}</p> : null}
    </footer>
  );
}

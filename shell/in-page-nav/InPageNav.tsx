import { useT } from '../../i18n';
import styles from './InPageNav.module.css';

/** The fixed in-page navigation inserted after a page's first module: one link per other module. */
export default function InPageNav({ items }: { items: Array<{ href: string; label: string }> }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={t('shell.inPageNav')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <a className={styles.link} href={item.href}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

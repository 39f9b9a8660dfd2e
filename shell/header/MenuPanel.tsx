import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { MenuItem } from '../../api-client';
import { useT } from '../../i18n';
import MenuLink from './MenuLink';
import styles from './Header.module.css';

function Badges({ item }: { item: MenuItem }) {
  const t = useT();
  return (
    <>
      {item.latest ? <span className={styles.badge}>{t('shell.latest')}</span> : null}
      {item.hottest ? <span className={`${styles.badge} ${styles.badgeHot}`}>{t('shell.hottest')}</span> : null}
    </>
  );
}

/** One entry of a panel: its title (a link when it has a url), subtitle and description. */
function Entry({ item }: { item: MenuItem }) {
  const label = (
    <>
      <span className={styles.entryTitle}>
        {item.title}
        <Badges item={item} />
      </span>
      {item.className ? <span className={styles.entrySubtitle}>{item.className}</span> : null}
      {item.description ? <span className={styles.entryText}>{item.description}</span> : null}
    </>
  );
  // NavigationMenu.Link closes the panel when the link is followed (the header stays mounted across client navigations).
  return item.url ? (
    <NavigationMenu.Link asChild>
      <MenuLink href={item.url} target={item.target} className={styles.entry}>
        {label}
      </MenuLink>
    </NavigationMenu.Link>
  ) : (
    <span className={styles.entry}>{label}</span>
  );
}

/** A mega-menu panel: groups of links, then the promotion panel. */
export default function MenuPanel({ item }: { item: MenuItem }) {
  const groups = item.children ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.groups}>
        {groups.map((group) => (
          <div key={group.ID} className={group.col === 'right' ? `${styles.group} ${styles.groupRight}` : styles.group}>
            <Entry item={group} />
            {group.children?.length ? (
              <ul className={styles.groupLinks}>
                {group.children.map((child) => (
                  <li key={child.ID}>
                    <Entry item={child} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
      {item.promotion ? (
        <aside className={styles.promotion}>
          {item.promotion.image ? <img src={item.promotion.image} alt="" className={styles.promotionImage} loading="lazy" /> : null}
          <p className={styles.promotionTitle}>{item.promotion.title}</p>
          <p className={styles.promotionText}>{item.promotion.content}</p>
          {item.promotion.url ? (
            <NavigationMenu.Link asChild>
              <MenuLink href={item.promotion.url} className={styles.promotionLink}>
                {item.promotion.urlText}
              </MenuLink>
            </NavigationMenu.Link>
          ) : null}
        </aside>
      ) : null}
    </div>
  );
}

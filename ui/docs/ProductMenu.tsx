import type { DocMenu } from '../../api-client/docs';
import { useSiteHref } from '../shared/href';
import styles from './Docs.module.css';

/** Menu groups with their products (GET /help-doc/menus); the current product is marked. */
export default function ProductMenu({ menus, current }: { menus: DocMenu[]; current?: string }) {
  const href = useSiteHref();
  const groups = menus.filter((m) => m.parentId === null);
  return (
    <ul className={styles.menu}>
      {groups.map((group) => (
        <li key={group.id}>
          <span className={styles.groupName}>{group.name}</span>
          <ul>
            {menus
              .filter((m) => m.parentId === group.id && m.productCode)
              .map((p) => (
                <li key={p.id}>
                  <a href={href(`/docs/${p.productCode}/`)} aria-current={p.productCode === current ? 'page' : undefined}>
                    {p.name}
                  </a>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

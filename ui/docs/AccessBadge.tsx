import type { ApiAccess } from '../../api-client/docs';
import { useT } from '../../i18n';
import styles from './Docs.module.css';

/** A customer's access to one API: has authority, no authority, restricted, to be deprecated. */
export default function AccessBadge({ access }: { access: ApiAccess | null }) {
  const t = useT();
  if (!access) return null;
  return <span className={`${styles.badge} ${styles[access]}`}>{t(`docs.access.${access}`)}</span>;
}

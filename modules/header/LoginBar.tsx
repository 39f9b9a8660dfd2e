import { loginUrl, logoutUrl, type FrontUser } from '../../api-client';
import { useLocale, useT } from '../../i18n';
import SearchOverlay from './SearchOverlay';
import styles from './Header.module.css';

/** Telephone, search trigger and the console login state: 'Login' without a display name, else name + 'Logout'. */
export default function LoginBar({ telephone, user, returnUrl }: { telephone: string; user: FrontUser | null; returnUrl: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.loginBar}>
      <div className={styles.loginBarInner}>
        {telephone ? (
          <a className={styles.telephone} href={`tel:${telephone.replace(/[^+\d]/g, '')}`}>
            <span className="visually-hidden">{t('shell.telephone')}: </span>
            {telephone}
          </a>
        ) : null}
        <SearchOverlay />
        {user?.displayName ? (
          <>
            <span className={styles.userName}>{user.displayName}</span>
            <a className={styles.loginLink} href={logoutUrl(locale, returnUrl)}>
              {t('shell.logout')}
            </a>
          </>
        ) : (
          <a className={styles.loginLink} href={loginUrl(locale, returnUrl)}>
            {t('shell.login')}
          </a>
        )}
      </div>
    </div>
  );
}

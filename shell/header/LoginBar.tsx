import { createApiClient } from '../../api-client/client';
import { ssoLoginUrl } from '../../api-client/login';
import type { FrontUser } from '../../api-client/portal';
import { useLocale, useT } from '../../i18n';
import SearchOverlay from './SearchOverlay';
import styles from './Header.module.css';

/**
 * Telephone, search trigger and the console login state: 'Login' without a display name, else name + 'Logout'.
 * Login goes to the console SSO, which returns through GET /sso/callback (it sets the session) to this page.
 */
export default function LoginBar({ telephone, user, origin, pagePath }: { telephone: string; user: FrontUser | null; origin: string; pagePath: string }) {
  const t = useT();
  const locale = useLocale();
  const logout = async () => {
    // The documentation calls load on the click: few visitors log out, so they stay out of every page's first load.
    const { customerLogout } = await import('../../api-client/docs');
    await customerLogout(createApiClient({ locale })).catch(() => undefined);
    window.location.reload();
  };
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
            <button type="button" className={styles.loginLink} onClick={logout}>
              {t('shell.logout')}
            </button>
          </>
        ) : (
          <a className={styles.loginLink} href={ssoLoginUrl(locale, origin, pagePath)}>
            {t('shell.login')}
          </a>
        )}
      </div>
    </div>
  );
}

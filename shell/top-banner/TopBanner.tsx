import { useState } from 'react';
import type { TopBanner as TopBannerData } from '../../api-client';
import { useT } from '../../i18n';
import { readCookie, writeCookie } from '../../contract/cookies';
import MenuLink from '../header/MenuLink';
import { endOfDay, TOP_BANNER_COOKIE } from './rules';
import styles from './TopBanner.module.css';

/**
 * The top advertisement (header.topBanner). `eligible` is the server's verdict for this page (cookie count, event
 * page) and changes with each navigation; closing hides it at once and counts up until end of day.
 */
export default function TopBanner({ banner, eligible }: { banner: TopBannerData | null; eligible: boolean }) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  if (!banner || !eligible || closed) return null;

  const close = () => {
    const count = (Number(readCookie(TOP_BANNER_COOKIE)) || 0) + 1;
    writeCookie(TOP_BANNER_COOKIE, String(count), { expires: endOfDay() });
    setClosed(true);
  };

  return (
    <aside className={styles.banner} aria-label={banner.text}>
      <div className={styles.inner}>
        {banner.image ? <img src={banner.image} alt="" className={styles.image} /> : null}
        <p className={styles.text}>{banner.text}</p>
        {banner.url ? (
          <MenuLink href={banner.url} className={styles.link}>
            {banner.linkText}
          </MenuLink>
        ) : null}
        <button type="button" className={styles.close} aria-label={t('shell.closeBanner')} onClick={close}>
          ×
        </button>
      </div>
    </aside>
  );
}

import type { ReactNode } from 'react';
import type { WebInfo } from '../../api-client';
import { useT } from '../../i18n';
import type { ShellData } from '../shell-data';
import CookieConsent from '../cookie-consent/CookieConsent';
import Footer from '../footer/Footer';
import Header from '../header/Header';
import OfflineNotice from '../offline-notice/OfflineNotice';
import PreviewNotice from '../preview-notice/PreviewNotice';
import TopBanner from '../top-banner/TopBanner';
import styles from './Layout.module.css';

export interface LayoutProps {
  web: WebInfo | null;
  shell: ShellData;
  /** Locale-free path of the page. */
  path: string;
  origin: string;
  preview: boolean;
  children: ReactNode;
}

/** Page frame: top advertisement banner, header, main region, footer, plus the consent notice and preview notice. */
export default function Layout({ web, shell, path, origin, preview, children }: LayoutProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      {/* First, so screen readers and keyboard users meet the consent notice before the page (it is fixed to a corner). */}
      <CookieConsent />
      <TopBanner banner={shell.header?.topBanner ?? null} eligible={shell.showTopBanner} />
      <Header web={web} shell={shell} path={path} origin={origin} />
      <main id="main" className={styles.main} aria-label={t('shell.main')}>
        {children}
      </main>
      <Footer web={web} links={shell.footer} />
      <PreviewNotice preview={preview} />
      <OfflineNotice />
    </div>
  );
}

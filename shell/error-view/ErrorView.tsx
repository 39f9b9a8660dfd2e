import Link from 'next/link';
import { localePath, useLocale, useT } from '../../i18n';
import styles from './ErrorView.module.css';

/** The error page body: 403 and 404 have their own wording, others show 'status - message'. */
export default function ErrorView({ status, message }: { status: number; message?: string }) {
  const t = useT();
  const locale = useLocale();
  const home = localePath(locale, '/');
  let title: string;
  let detail: string;
  if (status === 404) {
    title = t('error.notFoundTitle');
    detail = t('error.notFoundDetail');
  } else if (status === 403) {
    title = t('error.forbidden');
    detail = t('error.forbiddenDetail');
  } else {
    title = t('error.server');
    detail = t('error.statusLine', { status, message: message || t('error.somethingWrong') });
  }
  return (
    <div className={styles.error} role="alert">
      <p className={styles.status}>{status}</p>
      <h1 className={styles.title}>{title}</h1>
      <p>{detail}</p>
      <Link href={home}>{t('error.goHome')}</Link>
    </div>
  );
}

import type { NextPageContext } from 'next';
import Link from 'next/link';
import { localePath, splitLocale, translator, type Locale } from '../i18n';

/** Shown when rendering a page itself failed: 'An error occurred while showing the error page', with a link home, in the page's language. */
function ErrorPage({ statusCode, locale }: { statusCode: number; locale: Locale }) {
  const t = translator(locale);
  return (
    <main style={{ padding: '5rem 1rem', textAlign: 'center' }}>
      <h1>{t('error.secondFailure')}</h1>
      <p>{t('error.statusLine', { status: statusCode, message: t('error.somethingWrong') })}</p>
      <Link href={localePath(locale, '/')}>{t('error.goHome')}</Link>
    </main>
  );
}

ErrorPage.getInitialProps = ({ res, err, asPath }: NextPageContext) => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
  locale: splitLocale((asPath ?? '/').split(/[?#]/)[0]).locale,
});

export default ErrorPage;
